import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactNode } from 'react';

/** Whether a staff table shows its rows as cards: on a phone its columns do not fit side by side. */
export function useRowCards(): boolean {
  return useMediaQuery(useTheme().breakpoints.down('sm'));
}

interface RowCardsProps<T> {
  rows: readonly T[];
  /** the table's caption, naming the list */
  label: string;
  empty: string;
  rowKey: (row: T) => number | string;
  children: (row: T) => ReactNode;
}

/** A table's rows as a list of cards, so every row's actions are in reach without sideways scrolling. */
export function RowCards<T>({ rows, label, empty, rowKey, children }: RowCardsProps<T>) {
  if (rows.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ textAlign: 'center', py: 4 }}>
        {empty}
      </Typography>
    );
  }
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
      {rows.map((row) => (
        <Paper component="li" key={rowKey(row)} variant="outlined" sx={{ p: 1.5, borderRadius: 2 }}>
          {children(row)}
        </Paper>
      ))}
    </Box>
  );
}

/** A card's last line: its facts on one side, the row's actions on the other. */
export function CardFooter({ children, actions }: { children?: ReactNode; actions: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mt: 1 }}>
      {children}
      <Box sx={{ marginInlineStart: 'auto', whiteSpace: 'nowrap' }}>{actions}</Box>
    </Box>
  );
}
