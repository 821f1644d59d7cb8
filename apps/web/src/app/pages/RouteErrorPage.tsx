import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { PlainButton } from '../../components/PlainButton';

/** A screen failed to load or render (often a new release replaced its code): offer a reload. */
export function RouteErrorPage({ error }: { error: unknown }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <Box component="main" sx={{ textAlign: 'center', py: 8, px: 2 }}>
      <Typography variant="h1" component="h1" sx={{ mb: 2 }}>
        خطایی رخ داد
      </Typography>
      <Typography sx={{ mb: 3 }}>نمایش این صفحه ممکن نشد. لطفاً صفحه را دوباره بارگذاری کنید.</Typography>
      <Box sx={{ display: 'flex', gap: 2, justifyContent: 'center' }}>
        <PlainButton variant="contained" onClick={() => window.location.reload()}>
          بارگذاری دوباره
        </PlainButton>
        <PlainButton to="/" reloadDocument>
          بازگشت به صفحه اصلی
        </PlainButton>
      </Box>
    </Box>
  );
}
