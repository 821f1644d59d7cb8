import Paper from '@mui/material/Paper';
import type { SxProps, Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import { RowCards, useRowCards } from '../RowCards';
import styles from './AdminTable.module.css';
import { RowActionSizeContext } from './RowAction';

export interface AdminColumn<T> {
  header: ReactNode;
  cell: (row: T) => ReactNode;
  align?: 'center';
  /** the row's name: a row header (th scope=row) */
  rowHeader?: boolean;
  sx?: SxProps<Theme>;
  headerSx?: SxProps<Theme>;
}

interface AdminTableProps<T> {
  rows: readonly T[];
  /** the list's sentences: its caption (read by screen readers) and the row shown when it is empty */
  text: { tableCaption: string; empty: string };
  columns: readonly AdminColumn<T>[];
  /** the actions column: its header and each row's buttons */
  actions?: { header: string; cell: (row: T) => ReactNode };
  /** the size of the row actions (RowAction) in rows and cards: small in the denser tables */
  actionSize?: 'small' | 'medium';
  /** the table's least width before it scrolls sideways */
  minWidth?: number;
  /** the frame: raised (staff screens) or outlined */
  variant?: 'elevation' | 'outlined';
  /** each row as a card on a phone, where the columns do not fit side by side */
  card?: (row: T) => ReactNode;
}

/**
 * The table of every staff list: a caption, a header row, the empty row, each row's cells and its
 * actions; on a phone each row is a card (when `card` is given) so its actions stay in reach.
 */
export function AdminTable<T extends { id: number }>({
  rows,
  text: { tableCaption: caption, empty },
  columns,
  actions,
  actionSize = 'medium',
  minWidth,
  variant,
  card,
}: AdminTableProps<T>) {
  const cards = useRowCards();
  const width = columns.length + (actions ? 1 : 0);
  const shown =
    cards && card ? (
      <RowCards rows={rows} label={caption} empty={empty} rowKey={(row) => row.id}>
        {card}
      </RowCards>
    ) : (
      <TableContainer component={Paper} variant={variant} sx={{ overflowX: 'auto' }}>
        <Table size="small" sx={minWidth ? { minWidth } : undefined}>
          <caption className={styles.caption}>{caption}</caption>
          <TableHead>
            <TableRow>
              {columns.map((column, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed per table
                <TableCell key={i} align={column.align} sx={column.headerSx}>
                  {column.header}
                </TableCell>
              ))}
              {actions ? <TableCell align="center">{actions.header}</TableCell> : null}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.length === 0 ? (
              <TableRow>
                <TableCell colSpan={width} align="center" sx={{ py: 4, color: 'text.secondary' }}>
                  {empty}
                </TableCell>
              </TableRow>
            ) : (
              rows.map((row) => (
                <TableRow key={row.id} hover>
                  {columns.map((column, i) => (
                    <TableCell
                      // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed per table
                      key={i}
                      align={column.align}
                      sx={column.sx}
                      {...(column.rowHeader ? { component: 'th', scope: 'row' } : {})}
                    >
                      {column.cell(row)}
                    </TableCell>
                  ))}
                  {actions ? (
                    <TableCell align="center" sx={{ whiteSpace: 'nowrap' }}>
                      {actions.cell(row)}
                    </TableCell>
                  ) : null}
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </TableContainer>
    );
  return <RowActionSizeContext.Provider value={actionSize}>{shown}</RowActionSizeContext.Provider>;
}
