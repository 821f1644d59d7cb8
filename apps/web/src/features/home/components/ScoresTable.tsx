import { SCORE_HIDDEN_ON_MOBILE_FROM, SCORE_KEYS } from '@rasti/contract/scores-messages';
import Box from '@mui/material/Box';
import { lighten, type SxProps, type Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ScoreType } from '@rasti/contract/evaluations';
import { LIMITS } from '@rasti/contract/limits';
import { toPersianDigits } from '@rasti/contract/persian';
import type { ScoreRow } from '@rasti/contract/scores';
import { type ReactNode, useState } from 'react';
import { AppImage } from '../../../components/AppImage';
import { PlainButton } from '../../../components/PlainButton';
import { TextLink } from '../../../components/TextLink';
import { visuallyHidden } from '../../../components/visually-hidden';
import { HOME_TEXT } from '../messages';

export const SCORES_TABLE_ID = 'scores';

type ScoresTableProps = {
  scoreTypes: ScoreType[];
  rows: ScoreRow[];
};

/**
 * Phones (below MUI's `sm`, 600px) show only the score types scored under 5 (spec, Home). Hidden by CSS,
 * not left out: the server's page and the browser's are the same table, so nothing moves on takeover.
 */
const hiddenOnPhone = (type: ScoreType) =>
  type.score >= SCORE_HIDDEN_ON_MOBILE_FROM ? { display: { xs: 'none', sm: 'table-cell' } } : null;

// Plain table elements drawn as MUI's small Table draws them (body2 text, 6px 16px cells, a border under
// each row in the divider colour lightened 88%), without the table components' code.
const cellBase = (theme: Theme) =>
  ({
    ...theme.typography.body2,
    display: 'table-cell',
    verticalAlign: 'inherit',
    borderBottom: `1px solid ${lighten(theme.palette.divider, 0.88)}`,
    textAlign: 'left',
    padding: '6px 16px',
    color: theme.palette.text.primary,
  }) as const;
// the head row's cells (MUI's 'head' variant): 24px lines, medium weight
const headVariant = (theme: Theme) =>
  ({ lineHeight: theme.typography.pxToRem(24), fontWeight: theme.typography.fontWeightMedium }) as const;
const rowBase = { color: 'inherit', display: 'table-row', verticalAlign: 'middle', outline: '0' } as const;

type CellProps = {
  /** A `th` (column or row header) rather than a `td`. */
  header?: boolean;
  /** In the table's head row. */
  inHead?: boolean;
  scope?: 'col' | 'row';
  sx: SxProps<Theme>;
  children: ReactNode;
};

function Cell({ header, inHead, sx, ...rest }: CellProps) {
  const own = Array.isArray(sx) ? sx : [sx];
  return (
    <Box component={header ? 'th' : 'td'} sx={[cellBase, inHead ? headVariant : null, ...own]} {...rest} />
  );
}

const numberCell = { whiteSpace: 'nowrap', textAlign: 'center', px: 1 } as const;
const headCell = {
  textAlign: 'center',
  px: 1,
  minWidth: 56,
  fontSize: '0.8rem',
  lineHeight: 1.5,
  verticalAlign: 'bottom',
} as const;
// the outlet stays in view while the score columns scroll sideways on narrow screens
const outletCell = {
  position: 'sticky',
  insetInlineStart: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
  minWidth: { xs: 140, sm: 160 },
  px: 1.5,
  borderInlineEnd: 1,
  borderInlineEndColor: 'divider',
} as const;

// the total, the point of the table, stays in view too: the score columns pass under it on a phone
const totalCell = {
  position: 'sticky',
  insetInlineEnd: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
  borderInlineStart: 1,
  borderInlineStartColor: 'divider',
} as const;

/**
 * The agency table: outlet with logo, news count, one column per score type, total. The top 5 rows
 * first; a toggle shows all of them or fewer again. The server sends only outlets with news.
 */
export function ScoresTable({ scoreTypes, rows }: ScoresTableProps) {
  const [expanded, setExpanded] = useState(false);
  const canToggle = rows.length > LIMITS.homeTableRows;
  const shown = expanded ? rows : rows.slice(0, LIMITS.homeTableRows);

  if (rows.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 2 }}>
        {HOME_TEXT.scoresEmpty}
      </Typography>
    );
  }

  return (
    <>
      <Box
        // keyboard users can scroll the table sideways on a phone (it holds nothing else focusable)
        tabIndex={0}
        role="region"
        aria-label={HOME_TEXT.scoresCaption}
        sx={{
          width: '100%',
          overflowX: 'auto',
          border: 1,
          borderColor: 'divider',
          borderRadius: 2,
          bgcolor: 'background.paper',
        }}
      >
        <Box
          component="table"
          id={SCORES_TABLE_ID}
          sx={{ display: 'table', width: '100%', borderCollapse: 'collapse', borderSpacing: 0 }}
        >
          <Box component="caption" sx={visuallyHidden}>
            {HOME_TEXT.scoresCaption}
          </Box>
          <thead>
            <Box component="tr" sx={[rowBase, { '& th': { fontWeight: 700, bgcolor: 'grey.50' } }]}>
              <Cell header inHead scope="col" sx={outletCell}>
                {HOME_TEXT.outletColumn}
              </Cell>
              <Cell header inHead scope="col" sx={headCell}>
                {SCORE_KEYS.newsCount}
              </Cell>
              {scoreTypes.map((type) => (
                <Cell header inHead key={type.id} scope="col" sx={[headCell, hiddenOnPhone(type)]}>
                  <Box
                    component="span"
                    aria-hidden="true"
                    sx={{
                      display: 'block',
                      width: 10,
                      height: 10,
                      mx: 'auto',
                      mb: 0.5,
                      borderRadius: '50%',
                      bgcolor: type.color,
                    }}
                  />
                  {type.title}
                </Cell>
              ))}
              <Cell header inHead scope="col" sx={{ ...headCell, ...totalCell }}>
                {SCORE_KEYS.total}
              </Cell>
            </Box>
          </thead>
          <tbody>
            {shown.map((row) => (
              <Box component="tr" key={row.id} sx={rowBase}>
                <Cell header scope="row" sx={outletCell}>
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
                    <AppImage
                      src={row.logo}
                      alt=""
                      fallback="logo"
                      width={28}
                      height={28}
                      style={{ borderRadius: '50%', objectFit: 'cover', flexShrink: 0 }}
                    />
                    <TextLink
                      to={`/media?outlet=${row.id}`}
                      sx={{ fontWeight: 500, fontSize: '0.875rem', lineHeight: 1.6, color: 'inherit' }}
                    >
                      {row.name}
                    </TextLink>
                  </Box>
                </Cell>
                <Cell sx={numberCell}>{toPersianDigits(row.news_count)}</Cell>
                {scoreTypes.map((type) => (
                  <Cell key={type.id} sx={[numberCell, hiddenOnPhone(type)]}>
                    {toPersianDigits(row.counts[String(type.id)] ?? 0)}
                  </Cell>
                ))}
                <Cell sx={{ ...numberCell, ...totalCell, fontWeight: 700 }}>
                  {toPersianDigits(row.total)}
                </Cell>
              </Box>
            ))}
          </tbody>
        </Box>
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', gap: 2, mt: 1.5 }}>
        {canToggle && (
          <PlainButton
            variant="outlined"
            aria-controls={SCORES_TABLE_ID}
            aria-expanded={expanded}
            onClick={() => setExpanded((value) => !value)}
          >
            {expanded ? HOME_TEXT.showFewer : HOME_TEXT.showAll}
          </PlainButton>
        )}
        <TextLink to="/media" sx={{ fontSize: '0.875rem' }}>
          {HOME_TEXT.allOutlets}
        </TextLink>
      </Box>
    </>
  );
}
