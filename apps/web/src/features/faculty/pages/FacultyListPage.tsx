import { FACULTY_MESSAGES } from '@rasti/contract/faculty-messages';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/PageLoader';
import { PageHeading } from '../../../components/PageHeading';
import { Pagination, pageCountFor } from '../../../components/Pagination';
import { RetryButton } from '../../../components/RetryButton';
import { parseRouteId } from '../../../lib/route-id';
import { FACULTY_PAGE_SIZE, facultyListQueryOptions } from '../api/faculty-api';
import { FacultyCard } from '../components/FacultyCard';
import { FACULTY_TEXT } from '../messages';

/** The scientific board ('اعضای هیئت علمی'): member cards linking to /facuality/{id}, paged by the server. */
export default function FacultyListPage() {
  const [params, setParams] = useSearchParams();
  // ?page= follows the same rules as an id: a positive whole number, else page 1
  const page = parseRouteId(params.get('page')) ?? 1;
  const list = useQuery(facultyListQueryOptions(page));
  const members = list.data?.items ?? [];
  const pageCount = pageCountFor(list.data?.total ?? 0, FACULTY_PAGE_SIZE);

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
      <PageHeading title={FACULTY_MESSAGES.listTitle} />
      {list.isPending ? (
        <PageLoader />
      ) : list.isError && !list.data ? (
        <Alert severity="error" action={<RetryButton query={list} />}>
          {FACULTY_MESSAGES.loadListFailed}
        </Alert>
      ) : members.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
          {FACULTY_MESSAGES.empty}
        </Typography>
      ) : (
        <>
          {list.isError && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {FACULTY_MESSAGES.loadListFailed}
            </Alert>
          )}
          <Box
            component="ul"
            aria-label={FACULTY_TEXT.listLabel}
            aria-busy={list.isFetching}
            sx={{
              listStyle: 'none',
              p: 0,
              m: 0,
              display: 'grid',
              gap: 2,
              gridTemplateColumns: {
                xs: 'minmax(0, 1fr)',
                sm: 'repeat(2, minmax(0, 1fr))',
                lg: 'repeat(3, minmax(0, 1fr))',
              },
              opacity: list.isPlaceholderData ? 0.6 : 1,
            }}
          >
            {members.map((member) => (
              <li key={member.id}>
                <FacultyCard member={member} />
              </li>
            ))}
          </Box>
          <Pagination page={page} count={pageCount} onChange={goTo} />
        </>
      )}
    </>
  );
}
