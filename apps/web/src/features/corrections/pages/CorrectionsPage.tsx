import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { PageHeading } from '../../../components/PageHeading';
import { PageLoader } from '../../../components/PageLoader';
import { Pagination, pageCountFor } from '../../../components/Pagination';
import { RetryButton } from '../../../components/RetryButton';
import { TextLink } from '../../../components/TextLink';
import { formatJalaliDate } from '../../../lib/jalali';
import { CORRECTIONS_PAGE_SIZE, correctionListQueryOptions } from '../api/corrections-api';
import { CORRECTIONS_TEXT } from '../messages';

/** ?page= as the server's page reads it: a whole number from 1, else page 1. */
const pageOf = (raw: string | null) => {
  if (!raw || !/^\d{1,10}$/.test(raw)) return 1;
  return Math.max(Number(raw), 1);
};

/** '/corrections' ('اصلاحیه‌ها'): every correction of a published subject or report, newest first, paged. */
export default function CorrectionsPage() {
  const [params, setParams] = useSearchParams();
  const page = pageOf(params.get('page'));
  const list = useQuery(correctionListQueryOptions(page));
  const rows = list.data?.items ?? [];
  const pageCount = pageCountFor(list.data?.total ?? 0, CORRECTIONS_PAGE_SIZE);

  const goTo = (next: number) => {
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next === 1) updated.delete('page');
      else updated.set('page', String(next));
      return updated;
    });
    window.scrollTo({ top: 0 });
  };

  return (
    <>
      <PageHeading title={CORRECTIONS_TEXT.listTitle} />
      <Typography sx={{ color: 'text.secondary', mt: -1.5, mb: 3 }}>{CORRECTIONS_TEXT.listIntro}</Typography>
      {list.isPending ? (
        <PageLoader />
      ) : list.isError && !list.data ? (
        <Alert severity="error" action={<RetryButton query={list} />}>
          {CORRECTIONS_TEXT.loadFailed}
        </Alert>
      ) : rows.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
          {CORRECTIONS_TEXT.empty}
        </Typography>
      ) : (
        <>
          <Box
            component="ol"
            aria-label={CORRECTIONS_TEXT.listLabel}
            aria-busy={list.isFetching}
            sx={{
              listStyle: 'none',
              p: 0,
              m: 0,
              display: 'grid',
              gap: 2,
              opacity: list.isPlaceholderData ? 0.6 : 1,
            }}
          >
            {rows.map((row) => (
              <Box
                component="li"
                key={row.id}
                sx={{
                  border: 1,
                  borderColor: 'divider',
                  borderInlineStartWidth: 4,
                  borderInlineStartColor: (theme) => theme.palette.warning.main,
                  borderRadius: 2,
                  bgcolor: 'background.paper',
                  p: 2,
                  display: 'grid',
                  gap: 1,
                }}
              >
                <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
                  <Chip size="small" label={CORRECTIONS_TEXT.kind[row.kind]} />
                  <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, m: 0 }}>
                    <TextLink to={row.url}>{row.title}</TextLink>
                  </Typography>
                </Box>
                <Typography sx={{ whiteSpace: 'pre-line', lineHeight: 1.9 }}>{row.note}</Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {CORRECTIONS_TEXT.on}: <time dateTime={row.date}>{formatJalaliDate(row.date)}</time>
                </Typography>
              </Box>
            ))}
          </Box>
          <Pagination page={page} count={pageCount} onChange={goTo} />
        </>
      )}
    </>
  );
}
