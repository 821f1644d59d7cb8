import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { PageHeading } from '../../../components/PageHeading';
import { PagedList } from '../../../components/PagedList';
import { TextLink } from '../../../components/TextLink';
import { usePageParam } from '../../../lib/hooks/use-page-param';
import { formatJalaliDate } from '../../../lib/jalali';
import { CORRECTIONS_PAGE_SIZE, correctionListQueryOptions } from '../api/corrections-api';
import { CORRECTIONS_TEXT } from '../messages';

/** '/corrections' ('اصلاحیه‌ها'): every correction of a published subject or report, newest first, paged. */
export default function CorrectionsPage() {
  const { page, goTo } = usePageParam();
  const list = useQuery(correctionListQueryOptions(page));

  return (
    <>
      <PageHeading title={CORRECTIONS_TEXT.listTitle} />
      <Typography sx={{ color: 'text.secondary', mt: -1.5, mb: 3 }}>{CORRECTIONS_TEXT.listIntro}</Typography>
      <PagedList
        query={list}
        page={page}
        pageSize={CORRECTIONS_PAGE_SIZE}
        onPage={goTo}
        label={CORRECTIONS_TEXT.listLabel}
        ordered
        dimPlaceholder
        loadFailed={CORRECTIONS_TEXT.loadFailed}
        empty={CORRECTIONS_TEXT.empty}
      >
        {(row) => (
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
        )}
      </PagedList>
    </>
  );
}
