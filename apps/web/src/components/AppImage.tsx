import { type ImgHTMLAttributes, useEffect, useRef, useState } from 'react';
import { cx } from '../styles/cx';
import styles from './AppImage.module.css';

export const FALLBACK_IMAGES = {
  logo: '/images/default-logo.svg',
  image: '/images/no-image.svg',
  avatar: '/images/default-avatar.svg',
} as const;

export type AppImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt'> & {
  src?: string | null;
  alt: string;
  /** Picture shown when there is no source or it fails to load. */
  fallback?: keyof typeof FALLBACK_IMAGES;
};

/** A load that has already ended broken: a lazy image not yet asked for has no currentSrc and is not. */
const failedAlready = (img: HTMLImageElement) =>
  img.complete && img.naturalWidth === 0 && img.currentSrc !== '';

/** An <img> that never shows a broken image: missing or failing sources give a default picture. */
export function AppImage({ src, alt, fallback = 'image', loading, onError, ...rest }: AppImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const usable = src && src !== failedSrc ? src : null;
  const ref = useRef<HTMLImageElement>(null);
  // A server-rendered image can fail before the app hydrates, and its error event is then never heard
  // (no inline handlers under the CSP): look at the element once it is ours.
  useEffect(() => {
    if (usable && ref.current && failedAlready(ref.current)) setFailedSrc(usable);
  }, [usable]);
  return (
    <img
      {...rest}
      ref={ref}
      alt={alt}
      // lazy unless said; a default picture, one small file every placeholder shares, is asked for at once
      // unless said: it never makes a placeholder (the largest picture of a page without pictures, e.g. a
      // related report's) paint late
      loading={loading ?? (usable ? 'lazy' : 'eager')}
      decoding="async"
      src={usable ?? FALLBACK_IMAGES[fallback]}
      onError={(event) => {
        if (usable) setFailedSrc(usable);
        onError?.(event);
      }}
    />
  );
}

/** A square picture cut to a circle (an avatar, an outlet's logo), `size` pixels wide and high. */
export function RoundImage({
  size,
  className,
  ...rest
}: Omit<AppImageProps, 'width' | 'height'> & { size: number }) {
  return <AppImage {...rest} width={size} height={size} className={cx(styles.round, className)} />;
}
