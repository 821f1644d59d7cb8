import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { BANNER_MESSAGES } from '@rasti/contract/messages';
import { Link as RouterLink } from 'react-router';
import { PageHeading } from '../../components/PageHeading';

/** A signed-in user without the role sees this instead of the screen. */
export function ForbiddenPage() {
  return (
    <Box sx={{ textAlign: 'center', py: 6 }}>
      <PageHeading title={BANNER_MESSAGES.forbidden} />
      <Button component={RouterLink} to="/" variant="contained">
        بازگشت به صفحه اصلی
      </Button>
    </Box>
  );
}
