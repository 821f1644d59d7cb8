import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { PageHeading } from '../../components/PageHeading';

export default function NotFoundPage() {
  return (
    <Box sx={{ textAlign: 'center', py: 6 }}>
      <Box
        aria-hidden="true"
        sx={{ fontSize: { xs: '6rem', md: '9rem' }, fontWeight: 800, lineHeight: 1, color: 'primary.main' }}
      >
        ۴۰۴
      </Box>
      <PageHeading title="صفحه مورد نظر یافت نشد" />
      <Button component={RouterLink} to="/" variant="contained">
        بازگشت به صفحه اصلی
      </Button>
    </Box>
  );
}
