import { createContext } from 'react';

/**
 * On the server: the right column's inner markup as an earlier render drew it, for the same column data
 * (entry-server.tsx keeps it). MainLayout then writes it as it is instead of drawing the column again: every
 * page but the home page shows the same column, and drawing it was about a fifth of a page's render.
 * The markup is the very text React wrote for the column in the same place of the same tree (its useId
 * values included), so the browser hydrates it as if it had been drawn for this page. Undefined in the
 * browser and whenever the column must be drawn.
 */
export const DrawnColumn = createContext<string | undefined>(undefined);

/** The right column's element, as MainLayout writes it (entry-server.tsx finds its markup by it). */
export const RIGHT_COLUMN_ATTRIBUTES = {
  'aria-label': 'ستون کناری',
  'data-testid': 'right-column',
} as const;
