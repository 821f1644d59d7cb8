import Box from '@mui/material/Box';
import { visuallyHidden } from '../../components/visually-hidden';
import { useGlobalLoading } from '../../lib/ui/global-loading';
import { MagnifierAnimation } from './MagnifierAnimation';

export function LoadingScreen() {
  return (
    <Box
      role="status"
      sx={{
        position: 'fixed',
        inset: 0,
        zIndex: (theme) => theme.zIndex.modal + 10,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: 'rgba(12, 31, 51, 0.92)',
        color: 'common.white',
      }}
    >
      <Box component="span" sx={visuallyHidden}>
        در حال بارگذاری...
      </Box>
      <MagnifierAnimation />
    </Box>
  );
}

/** Covers the screen while the global loading flag is set. */
export function LoadingOverlay() {
  const { loading } = useGlobalLoading();
  return loading ? <LoadingScreen /> : null;
}
