import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

/** The bare list under every list of cards: no bullets or indent, a grid with a 16px gap. */
export const cardListSx = { listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 } as const;

interface CardListProps {
  children: ReactNode;
  /** The grid's columns (e.g. responsive), one column when left out. */
  columns?: Record<string, string>;
  /** Ordered when the order means something (newest first, versions). */
  ordered?: boolean;
  'aria-label'?: string;
  'aria-busy'?: boolean;
  sx?: SxProps<Theme>;
}

/** A list of cards (<ul> or <ol>) laid out as a grid; each child is an <li>. */
export function CardList({ children, columns, ordered, sx, ...aria }: CardListProps) {
  return (
    <Box
      component={ordered ? 'ol' : 'ul'}
      {...aria}
      sx={[cardListSx, columns ? { gridTemplateColumns: columns } : {}, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {children}
    </Box>
  );
}
