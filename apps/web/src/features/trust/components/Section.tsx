import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** One titled part of a reading page: an h2 and its text, spaced for a phone. */
export function Section({ title, id, children }: { title: string; id?: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ mb: 4 }}>
      <Typography
        variant="h2"
        id={id}
        sx={{ fontSize: { xs: '1.25rem', md: '1.4rem' }, fontWeight: 700, mb: 1.5 }}
      >
        {title}
      </Typography>
      {children}
    </Box>
  );
}

export const paragraphSx = { lineHeight: 2, mb: 1.5 } as const;
