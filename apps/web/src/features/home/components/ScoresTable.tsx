import { SCORE_HIDDEN_ON_MOBILE_FROM, SCORE_KEYS } from '@rasti/contract/scores-messages';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Evaluation } from '@rasti/contract/catalogue';
import { LIMITS } from '@rasti/contract/limits';
import { toPersianDigits } from '@rasti/contract/persian';
import type { ScoreRow } from '@rasti/contract/scores';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { AppImage } from '../../../components/AppImage';
import { visuallyHidden } from '../../../components/visually-hidden';
import { HOME_TEXT } from '../messages';

export const SCORES_TABLE_ID = 'scores';

/** Phones: below MUI's `sm` breakpoint (600px). */
const PHONE_QUERY = '(max-width:599.95px)';

type ScoresTableProps = {
  scoreTypes: Evaluation[];
  rows: ScoreRow[];
};

/** The score types a screen of this width shows: on phones only those scored under 5 (spec, Home). */
export function visibleScoreTypes(scoreTypes: Evaluation[], isPhone: boolean): Evaluation[] {
  return isPhone ? scoreTypes.filter((type) => type.score < SCORE_HIDDEN_ON_MOBILE_FROM) : scoreTypes;
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

/**
 * The agency table: outlet with logo, news count, one column per score type, total. The top 5 rows
 * first; a toggle shows all of them or fewer again. The server sends only outlets with news.
 */
export function ScoresTable({ scoreTypes, rows }: ScoresTableProps) {
  const [expanded, setExpanded] = useState(false);
  const isPhone = useMediaQuery(PHONE_QUERY, { noSsr: true });
  const columns = visibleScoreTypes(scoreTypes, isPhone);
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
      <TableContainer
        // keyboard users can scroll the table sideways on a phone (it holds nothing else focusable)
        tabIndex={0}
        role="region"
        aria-label={HOME_TEXT.scoresCaption}
        sx={{ border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: 'background.paper' }}
      >
        <Table id={SCORES_TABLE_ID} size="small">
          <Box component="caption" sx={visuallyHidden}>
            {HOME_TEXT.scoresCaption}
          </Box>
          <TableHead>
            <TableRow sx={{ '& th': { fontWeight: 700, bgcolor: 'grey.50' } }}>
              <TableCell scope="col" sx={outletCell}>
                {HOME_TEXT.outletColumn}
              </TableCell>
              <TableCell scope="col" sx={headCell}>
                {SCORE_KEYS.newsCount}
              </TableCell>
              {columns.map((type) => (
                <TableCell key={type.id} scope="col" sx={headCell}>
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
                </TableCell>
              ))}
              <TableCell scope="col" sx={headCell}>
                {SCORE_KEYS.total}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((row) => (
              <TableRow key={row.id}>
                <TableCell component="th" scope="row" sx={outletCell}>
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
                    <AppImage
                      src={row.logo}
                      alt=""
                      fallback="logo"
                      width={28}
                      height={28}
                      style={{ borderRadius: '50%', objectFit: 'cover', flexShrink: 0 }}
                    />
                    <Link
                      component={RouterLink}
                      to={`/media?outlet=${row.id}`}
                      underline="hover"
                      sx={{ fontWeight: 500, fontSize: '0.875rem', lineHeight: 1.6, color: 'inherit' }}
                    >
                      {row.name}
                    </Link>
                  </Box>
                </TableCell>
                <TableCell sx={numberCell}>{toPersianDigits(row.news_count)}</TableCell>
                {columns.map((type) => (
                  <TableCell key={type.id} sx={numberCell}>
                    {toPersianDigits(row.counts[String(type.id)] ?? 0)}
                  </TableCell>
                ))}
                <TableCell sx={{ ...numberCell, fontWeight: 700 }}>{toPersianDigits(row.total)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Box sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', gap: 2, mt: 1.5 }}>
        {canToggle && (
          <Button
            variant="outlined"
            aria-controls={SCORES_TABLE_ID}
            aria-expanded={expanded}
            onClick={() => setExpanded((value) => !value)}
          >
            {expanded ? HOME_TEXT.showFewer : HOME_TEXT.showAll}
          </Button>
        )}
        <Link component={RouterLink} to="/media" sx={{ fontSize: '0.875rem' }}>
          {HOME_TEXT.allOutlets}
        </Link>
      </Box>
    </>
  );
}
