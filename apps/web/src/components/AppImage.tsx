import { type ImgHTMLAttributes, useState } from 'react';

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

/** An <img> that never shows a broken image: missing or failing sources give a default picture. */
export function AppImage({
  src,
  alt,
  fallback = 'image',
  loading = 'lazy',
  onError,
  ...rest
}: AppImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const usable = src && src !== failedSrc ? src : null;
  return (
    <img
      {...rest}
      alt={alt}
      loading={loading}
      decoding="async"
      src={usable ?? FALLBACK_IMAGES[fallback]}
      onError={(event) => {
        if (usable) setFailedSrc(usable);
        onError?.(event);
      }}
    />
  );
}
