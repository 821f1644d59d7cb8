import { HOME_MESSAGES } from '@rasti/contract/home-messages';
import { SCORES_MESSAGES } from '@rasti/contract/scores-messages';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { PageLoader } from '../../../components/PageLoader';
import { APP_NAME, PageHeading } from '../../../components/PageHeading';
import { TextLink } from '../../../components/TextLink';
import { ApiRequestError } from '../../../lib/api/client';
import { homeQueryOptions } from '../api';
import { LatestReviews } from '../components/LatestReviews';
import { ScoresTable } from '../../scores';
import { HOME_TEXT } from '../messages';
import styles from './HomePage.module.css';
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
      <p className={styles.tagline}>{HOME_TEXT.tagline}</p>
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
          <section aria-labelledby={SCORES_HEADING_ID} className={styles.scores}>
            <h2 id={SCORES_HEADING_ID} className={styles.heading}>
              {HOME_TEXT.scoresTitle}
            </h2>
            {home.isError && (
              // an older copy is still on screen; only the reload failed
              <Suspense fallback={null}>
                <LoadAlert
                  severity="warning"
                  className={styles.warning}
                  query={home}
                  message={SCORES_MESSAGES.loadFailed}
                />
              </Suspense>
            )}
            <ScoresTable scoreTypes={home.data.scores.score_types} rows={home.data.scores.rows} />
          </section>
          <section aria-labelledby={LATEST_HEADING_ID}>
            <div className={styles.latestHead}>
              <h2 id={LATEST_HEADING_ID} className={styles.heading}>
                {HOME_MESSAGES.latestTitle}
              </h2>
              <TextLink to="/news-reports">{HOME_TEXT.allReviews}</TextLink>
            </div>
            <LatestReviews reviews={home.data.latest_reviews} />
          </section>
        </>
      )}
    </>
  );
}
