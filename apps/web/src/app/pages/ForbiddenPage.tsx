import Box from '@mui/material/Box';
import { BANNER_MESSAGES } from '@rasti/contract/messages';
import { PageHeading } from '../../components/PageHeading';
import { PlainButton } from '../../components/PlainButton';

/** A signed-in user without the role sees this instead of the screen. */
export function ForbiddenPage() {
  return (
    <Box sx={{ textAlign: 'center', py: 6 }}>
      <PageHeading title={BANNER_MESSAGES.forbidden} />
      <PlainButton to="/" variant="contained">
        بازگشت به صفحه اصلی
      </PlainButton>
    </Box>
  );
}
