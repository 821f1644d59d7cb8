import Typography from '@mui/material/Typography';
import { useEffect } from 'react';

export const APP_NAME = 'راستی';

/** The page's one h1; it also names the browser tab. */
export function PageHeading({ title }: { title: string }) {
  useEffect(() => {
    document.title = title === APP_NAME ? APP_NAME : `${title} | ${APP_NAME}`;
  }, [title]);
  return (
    <Typography variant="h1" component="h1" sx={{ mb: 3 }}>
      {title}
    </Typography>
  );
}
