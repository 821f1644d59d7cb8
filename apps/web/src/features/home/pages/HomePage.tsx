import { HOME_MESSAGES } from '@rasti/contract/home-messages';
import { SCORES_MESSAGES } from '@rasti/contract/scores-messages';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { PageLoader } from '../../../components/PageLoader';
import { APP_NAME, PageHeading } from '../../../components/PageHeading';
import { TextLink } from '../../../components/TextLink';
import { ApiRequestError } from '../../../lib/api/client';
import { homeQueryOptions } from '../api/home-api';
import { LatestReviews } from '../components/LatestReviews';
import { ScoresTable } from '../../scores';
import { HOME_TEXT } from '../messages';
// the question-sent toast comes with the questions feature's texts (and their zod schemas): a lazy part
// (features/questions/lazy.ts), loaded only when the login page arrives here with the ask result
import { AskResultToast } from '../../questions/lazy';

// a failed load's alert is rare: its code (MUI's Alert) is fetched only when one is shown
const LoadAlert = lazy(() => import('../../../components/LoadAlert'));

const cameFromAsk = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && (state as { from?: unknown }).from === 'ask';

const SCORES_HEADING_ID = 'home-scores-heading';
const LATEST_HEADING_ID = 'home-latest-heading';

/** The first load failed: a lost session says so, anything else is the general sentence (spec section 8). */
export function homeLoadMessage(error: unknown): string {
  return error instanceof ApiRequestError && error.status === 401
    ? HOME_MESSAGES.unauthorized
    : HOME_MESSAGES.loadFailed;
}

/** The home page: the agency scores table, then the latest reviews. */
export default function HomePage() {
  const home = useQuery(homeQueryOptions());
  const location = useLocation();
  // latched: the toast clears the state it reads, and must stay mounted to show its 5 s
  const [askToast, setAskToast] = useState(false);
  if (!askToast && cameFromAsk(location.state)) setAskToast(true);

  return (
    <>
      <PageHeading title={APP_NAME} />
      <Typography sx={{ color: 'text.secondary', mt: -2, mb: 3 }}>{HOME_TEXT.tagline}</Typography>
      {askToast && (
        <Suspense fallback={null}>
          <AskResultToast />
        </Suspense>
      )}

      {home.isPending ? (
        <PageLoader />
      ) : !home.data ? (
        <Suspense fallback={null}>
          <LoadAlert severity="error" query={home} message={homeLoadMessage(home.error)} />
        </Suspense>
      ) : (
        <>
          <Box component="section" aria-labelledby={SCORES_HEADING_ID} sx={{ mb: 5 }}>
            <Typography id={SCORES_HEADING_ID} variant="h2" sx={{ fontSize: '1.35rem', mb: 2 }}>
              {HOME_TEXT.scoresTitle}
            </Typography>
            {home.isError && (
              // an older copy is still on screen; only the reload failed
              <Suspense fallback={null}>
                <LoadAlert
                  severity="warning"
                  sx={{ mb: 2 }}
                  query={home}
                  message={SCORES_MESSAGES.loadFailed}
                />
              </Suspense>
            )}
            <ScoresTable scoreTypes={home.data.scores.score_types} rows={home.data.scores.rows} />
          </Box>
          <Box component="section" aria-labelledby={LATEST_HEADING_ID}>
            <Box
              sx={{
                display: 'flex',
                alignItems: 'baseline',
                justifyContent: 'space-between',
                gap: 2,
                mb: 2,
                flexWrap: 'wrap',
              }}
            >
              <Typography id={LATEST_HEADING_ID} variant="h2" sx={{ fontSize: '1.35rem' }}>
                {HOME_MESSAGES.latestTitle}
              </Typography>
              <TextLink to="/news-reports">{HOME_TEXT.allReviews}</TextLink>
            </Box>
            <LatestReviews reviews={home.data.latest_reviews} />
          </Box>
        </>
      )}
    </>
  );
}
