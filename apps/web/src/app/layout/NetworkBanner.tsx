import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import { IconBtn } from '../../components/IconBtn';
import { textColorForBackground } from '../../lib/color';
import { type BannerKind, hideBanner, useBanner } from '../../lib/ui/banner';

export const BANNER_COLORS: Record<BannerKind, string> = {
  network: '#fbc02d',
  timeout: '#ef6c00',
  server: '#c62828',
  unauthorized: '#6a1b9a',
  other: '#616161',
};

/** Network-error banner, top-left; the banner store clears it 10 s after the latest failure. */
export function NetworkBanner() {
  const banner = useBanner();
  if (!banner) return null;
  const background = BANNER_COLORS[banner.kind];
  return (
    <Box
      role="alert"
      data-kind={banner.kind}
      sx={{
        position: 'fixed',
        // just under the top bar (two rows on phones), so it never hides the sign-in buttons
        top: { xs: 116, sm: 76 },
        // inline-end is the physical left of a right-to-left page
        insetInlineEnd: 12,
        zIndex: (theme) => theme.zIndex.snackbar + 1,
        maxWidth: 'min(26rem, calc(100vw - 24px))',
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        py: 1,
        px: 2,
        borderRadius: 2,
        boxShadow: 4,
        bgcolor: background,
        color: textColorForBackground(background),
      }}
    >
      <Box component="span" sx={{ flex: 1 }}>
        {banner.message}
      </Box>
      <IconBtn size="small" color="inherit" aria-label="بستن پیام" onClick={hideBanner}>
        <CloseIcon fontSize="small" />
      </IconBtn>
    </Box>
  );
}
