import Box from '@mui/material/Box';
import { Spinner } from './Spinner';

/** The small in-page spinner shown while a screen's code or the session is on its way. */
export function PageLoader() {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
      <Spinner aria-label="در حال بارگذاری" />
    </Box>
  );
}
