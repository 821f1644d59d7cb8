import { Role } from '@rasti/contract/enums';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { PageHeading } from '../../../components/PageHeading';
import { PageLoader } from '../../../components/PageLoader';
import { RetryButton } from '../../../components/RetryButton';
import { SafeHtml } from '../../../components/SafeHtml';
import { useSession } from '../../../lib/auth/session';
import { formatJalaliDate } from '../../../lib/jalali';
import { EditionKey } from '../../offline-edition';
import { aboutQuery } from '../api/about';
import { TRUST_TEXT } from '../messages';
import { SITE_PAGE_MESSAGES } from '@rasti/contract/trust-messages';
import styles from './AboutPage.module.css';

// staff code: a visitor never downloads it (nor the editor it loads)
const AboutEditor = lazy(() => import('../components/AboutEditor'));

/** /about: who runs the site, funding, contact and complaints; the super admin edits it in place. */
export default function AboutPage() {
  const about = useQuery(aboutQuery());
  const { role } = useSession();
  const [editing, setEditing] = useState(false);
  const canEdit = role === Role.SuperAdmin;

  return (
    <article className={styles.page}>
      <div className={styles.head}>
        <PageHeading title={TRUST_TEXT.aboutTitle} />
        {canEdit && about.data && !editing ? (
          <Button variant="outlined" onClick={() => setEditing(true)}>
            {TRUST_TEXT.edit}
          </Button>
        ) : null}
      </div>
      {about.isPending ? (
        <Box aria-hidden>
          <Skeleton variant="text" height={40} width="40%" />
          <Skeleton variant="rounded" height={160} sx={{ my: 2 }} />
          <Skeleton variant="text" height={40} width="50%" />
          <Skeleton variant="rounded" height={160} sx={{ my: 2 }} />
        </Box>
      ) : about.isError ? (
        <Alert severity="error" action={<RetryButton query={about} />}>
          {SITE_PAGE_MESSAGES.loadFailed}
        </Alert>
      ) : editing ? (
        <Suspense fallback={<PageLoader />}>
          <AboutEditor initial={about.data.body} onDone={() => setEditing(false)} />
        </Suspense>
      ) : (
        <>
          {about.data.body.trim() ? (
            <SafeHtml
              html={about.data.body}
              testId="about-body"
              headingSizes={['1.5rem', '1.3rem', '1.15rem', '1.05rem']}
            />
          ) : (
            <p className={styles.empty}>{TRUST_TEXT.aboutEmpty}</p>
          )}
          {about.data.updated_at ? (
            <p className={styles.updated}>
              {TRUST_TEXT.aboutUpdated(formatJalaliDate(about.data.updated_at))}
            </p>
          ) : null}
        </>
      )}
      <EditionKey />
    </article>
  );
}
