import { CloseIcon } from '../../components/icons';
import { IconBtn } from '../../components/IconBtn';
import { textColorForBackground } from '../../lib/color';
import { type BannerKind, hideBanner, useBanner } from '../../lib/ui/banner';
import styles from './NetworkBanner.module.css';

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
    <div
      role="alert"
      data-kind={banner.kind}
      className={styles.banner}
      style={{ backgroundColor: background, color: textColorForBackground(background) }}
    >
      <span className={styles.message}>{banner.message}</span>
      <IconBtn size="small" color="inherit" aria-label="بستن پیام" onClick={hideBanner}>
        <CloseIcon fontSize="small" />
      </IconBtn>
    </div>
  );
}
