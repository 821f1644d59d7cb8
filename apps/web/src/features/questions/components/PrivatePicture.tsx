import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { privatePictureQueryOptions } from '../api/question-pictures';

/**
 * A private picture (a question's, a tipline photo) for staff: read with the bearer token, which an <img>
 * cannot send, and shown from an object URL that is let go with the component.
 */
export default function PrivatePicture({
  storageKey,
  alt,
  size,
}: {
  storageKey: string;
  alt: string;
  /** the square's side in px; the picture is cropped to fill it */
  size: number;
}) {
  const bytes = useQuery(privatePictureQueryOptions(storageKey));
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!bytes.data) return;
    const made = URL.createObjectURL(bytes.data);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [bytes.data]);
  if (!url) return <Skeleton variant="rectangular" width={size} height={size} aria-label={alt} />;
  return (
    <Box
      component="img"
      src={url}
      alt={alt}
      sx={{
        width: size,
        height: size,
        objectFit: 'cover',
        borderRadius: 1,
        display: 'block',
        border: 1,
        borderColor: 'divider',
      }}
    />
  );
}
