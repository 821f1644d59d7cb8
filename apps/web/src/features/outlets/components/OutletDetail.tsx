import type { OutletSource, PublicOutletDetail } from '@rasti/contract';
import { ORIGIN_LABELS, type Origin } from '@rasti/contract/enums';
import { toPersianDigits } from '@rasti/contract/persian';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { AppLink } from '../../../components/AppLink';
import { AppImage } from '../../../components/AppImage';
import { PageHeading } from '../../../components/PageHeading';
import Pagination, { pageCountFor } from '../../../components/Pagination';
import { textColorForBackground } from '../../../lib/color';
import { formatJalaliDate } from '../../../lib/jalali';
import { OUTLET_SOURCES_PAGE_SIZE } from '../api/list-outlets';
import { outletHref } from '../links';
import { OUTLETS_TEXT } from '../messages';
import OutletLink from './OutletLink';
import { OutletMonthsChart, OutletRank, ScoreFormula } from './OutletRecord';
import styles from './outlets.module.css';

/** A signed number with Persian digits; the minus sign kept on the number's left in RTL text. */
const signed = (n: number) => <bdi dir="ltr">{n < 0 ? `−${toPersianDigits(-n)}` : toPersianDigits(n)}</bdi>;

function EvaluationChip({ title, color }: { title: string | null; color: string | null }) {
  if (!title) return <Chip size="small" variant="outlined" label={OUTLETS_TEXT.noEvaluation} />;
  const background = color ?? '#757575';
  return (
    <Chip
      size="small"
      label={title}
      sx={{ bgcolor: background, color: textColorForBackground(background), fontWeight: 500 }}
    />
  );
}

function Stat({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ px: 2, py: 1.5, minWidth: 140, flex: { xs: 1, sm: '0 0 auto' } }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography sx={{ fontSize: '1.5rem', fontWeight: 700 }}>{value}</Typography>
    </Paper>
  );
}

/**
 * The outlet's row of the agency table, turned on its side so it fits a phone: its news count and total,
 * then how many of its news carry each evaluation and what each evaluation weighs.
 */
function ScoreRow({ outlet }: { outlet: PublicOutletDetail }) {
  return (
    <Box component="section" aria-labelledby="outlet-scores" sx={{ mb: 4 }}>
      <Typography id="outlet-scores" component="h2" variant="h3" sx={{ mb: 1 }}>
        {OUTLETS_TEXT.scoresTitle}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {OUTLETS_TEXT.scoresNote}
      </Typography>
      <Stack direction="row" spacing={1.5} sx={{ mb: 2 }}>
        <Stat label={OUTLETS_TEXT.newsCount} value={toPersianDigits(outlet.rumor_count)} />
        <Stat label={OUTLETS_TEXT.total} value={signed(outlet.total)} />
      </Stack>
      <TableContainer component={Paper} variant="outlined" sx={{ maxWidth: 520 }}>
        <Table size="small">
          <caption className={styles.caption}>{OUTLETS_TEXT.scoresCaption(outlet.name)}</caption>
          <TableHead>
            <TableRow>
              <TableCell>{OUTLETS_TEXT.evaluation}</TableCell>
              <TableCell align="center">{OUTLETS_TEXT.newsCount}</TableCell>
              <TableCell align="center">{OUTLETS_TEXT.weight}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {outlet.scores.map((s) => (
              <TableRow key={s.id}>
                <TableCell component="th" scope="row">
                  <Box
                    component="span"
                    aria-hidden="true"
                    sx={{
                      display: 'inline-block',
                      width: 10,
                      height: 10,
                      borderRadius: '50%',
                      bgcolor: s.color,
                      ml: 1,
                    }}
                  />
                  {s.title}
                </TableCell>
                <TableCell align="center">{toPersianDigits(s.count)}</TableCell>
                <TableCell align="center">{signed(s.score)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <ScoreFormula outlet={outlet} />
      <Link component={AppLink} to="/#scores" variant="body2" sx={{ display: 'inline-block', mt: 1.5 }}>
        {OUTLETS_TEXT.compareScores}
      </Link>
    </Box>
  );
}

function SourceCard({ source }: { source: OutletSource }) {
  const href = outletHref(source.link);
  const date = source.date_published_rumor === null ? '' : formatJalaliDate(source.date_published_rumor);
  return (
    <Paper component="article" variant="outlined" sx={{ p: 2 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1, mb: 1 }}>
        <EvaluationChip title={source.reviews_title} color={source.reviews_color} />
        {date ? (
          <Typography variant="body2" color="text.secondary" component="span">
            {date}
          </Typography>
        ) : null}
      </Stack>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 0.5 }}>
        {source.title}
      </Typography>
      {source.summary ? (
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
            mb: 1,
          }}
        >
          {source.summary}
        </Typography>
      ) : null}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0.5, sm: 2 }}>
        <Typography variant="body2" component="span">
          {OUTLETS_TEXT.subjectLink}{' '}
          <Link component={AppLink} to={`/news-subject-page/${source.news_subject}`}>
            {source.subject_title}
          </Link>
        </Typography>
        {href ? (
          <Link href={href} target="_blank" rel="noopener noreferrer" variant="body2">
            {OUTLETS_TEXT.sourceLink}
            <span className={styles.newTab}> {OUTLETS_TEXT.opensInNewTab}</span>
          </Link>
        ) : null}
      </Stack>
    </Paper>
  );
}

interface OutletDetailProps {
  outlet: PublicOutletDetail;
  page: number;
  onPage: (page: number) => void;
  backHref: string;
}

/** One outlet of the public directory: who it is, its scores and the news of it that were checked. */
export default function OutletDetail({ outlet, page, onPage, backHref }: OutletDetailProps) {
  const pageCount = pageCountFor(outlet.sources_total, OUTLET_SOURCES_PAGE_SIZE);
  return (
    <>
      <Link component={AppLink} to={backHref} variant="body2" sx={{ display: 'inline-block', mb: 2 }}>
        {OUTLETS_TEXT.backToList}
      </Link>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 3 }}>
        <Box
          sx={{
            width: 72,
            height: 72,
            flexShrink: 0,
            borderRadius: 2,
            border: 1,
            borderColor: 'divider',
            bgcolor: 'background.paper',
            display: 'grid',
            placeItems: 'center',
            overflow: 'hidden',
          }}
        >
          <AppImage
            src={outlet.logo}
            alt=""
            fallback="logo"
            loading="eager"
            style={{ width: '100%', height: '100%', objectFit: 'contain' }}
          />
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Box sx={{ '& h1': { mb: 0.5 } }}>
            <PageHeading title={outlet.name} />
          </Box>
          <Typography variant="body2" color="text.secondary" component="p">
            <bdi dir="ltr">{outlet.english_name}</bdi>
            {' · '}
            {ORIGIN_LABELS[outlet.origin as Origin] ?? ''}
          </Typography>
          <Typography variant="body2" component="p">
            <OutletLink link={outlet.link} />
          </Typography>
        </Box>
      </Stack>

      <ScoreRow outlet={outlet} />
      <OutletRank outlet={outlet} />
      <OutletMonthsChart outlet={outlet} />

      <Box component="section" aria-labelledby="outlet-sources">
        <Typography id="outlet-sources" component="h2" variant="h3" sx={{ mb: 2 }}>
          {OUTLETS_TEXT.sourcesTitle}
        </Typography>
        {outlet.sources.length === 0 ? (
          <Typography color="text.secondary">{OUTLETS_TEXT.sourcesEmpty}</Typography>
        ) : (
          <Stack spacing={1.5}>
            {outlet.sources.map((source) => (
              <SourceCard key={source.id} source={source} />
            ))}
          </Stack>
        )}
        <Pagination
          page={Math.min(page, pageCount)}
          count={pageCount}
          onChange={onPage}
          label={OUTLETS_TEXT.sourcesPagination}
        />
      </Box>
    </>
  );
}
