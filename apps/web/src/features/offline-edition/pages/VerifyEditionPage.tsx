import { OFFLINE_VERIFY_MAX_BYTES, type OfflineEditionCheck } from '@rasti/contract/offline-edition';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { PageHeading } from '../../../components/PageHeading';
import { TextAnchor } from '../../../components/TextLink';
import { formatJalaliDate } from '../../../lib/jalali';
import { checkInBrowser, checkOnServer, editionKeyQuery } from '../api';
import styles from '../components/offline.module.css';
import { OFFLINE_TEXT } from '../messages';

type State =
  | { kind: 'idle' }
  | { kind: 'checking' }
  | { kind: 'done'; check: OfflineEditionCheck }
  | { kind: 'error'; message: string };

const editionTime = (iso: string) => {
  const date = new Date(iso);
  const time = new Intl.DateTimeFormat('fa-IR', {
    timeZone: 'Asia/Tehran',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(date);
  return `${formatJalaliDate(date)}، ${time}`;
};

/**
 * /offline/verify: a reader picks a copy of the offline edition and is told whether it is genuine and which
 * edition it is. The browser checks it with WebCrypto's Ed25519; a browser without it sends it to the server.
 */
export default function VerifyEditionPage() {
  const queryClient = useQueryClient();
  const [state, setState] = useState<State>({ kind: 'idle' });
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();

  const check = async (file: File) => {
    if (file.size > OFFLINE_VERIFY_MAX_BYTES)
      return setState({ kind: 'error', message: OFFLINE_TEXT.tooBig });
    if (file.type && file.type !== 'text/html') {
      return setState({ kind: 'error', message: OFFLINE_TEXT.wrongType });
    }
    setState({ kind: 'checking' });
    try {
      const bytes = new Uint8Array(await file.arrayBuffer());
      const key = await queryClient.fetchQuery(editionKeyQuery());
      const answer = (await checkInBrowser(bytes, key.public_key_raw)) ?? (await checkOnServer(bytes));
      setState({ kind: 'done', check: answer });
    } catch {
      setState({ kind: 'error', message: OFFLINE_TEXT.failed });
    }
  };

  return (
    <article className={styles.page}>
      <PageHeading title={OFFLINE_TEXT.verifyTitle} />
      <p className={styles.intro}>{OFFLINE_TEXT.verifyIntro}</p>
      <div className={styles.choose}>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept=".html,.htm,text/html"
          hidden
          aria-label={OFFLINE_TEXT.chooseLabel}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) void check(file);
            event.target.value = '';
          }}
        />
        <Button
          variant="contained"
          onClick={() => input.current?.click()}
          disabled={state.kind === 'checking'}
        >
          {OFFLINE_TEXT.choose}
        </Button>
      </div>
      <div role="status" aria-live="polite" data-testid="edition-check">
        {state.kind === 'checking' ? <p>{OFFLINE_TEXT.checking}</p> : null}
        {state.kind === 'done' && state.check.genuine ? (
          <Alert severity="success">
            <p>{OFFLINE_TEXT.genuine}</p>
            {state.check.edition_at ? (
              <p>{OFFLINE_TEXT.edition(editionTime(state.check.edition_at))}</p>
            ) : null}
          </Alert>
        ) : null}
        {state.kind === 'done' && !state.check.genuine ? (
          <Alert severity="error">{OFFLINE_TEXT.notGenuine}</Alert>
        ) : null}
        {state.kind === 'error' ? <Alert severity="warning">{state.message}</Alert> : null}
      </div>
      <p>
        <TextAnchor href="/offline/rasti-latest.html" download>
          {OFFLINE_TEXT.download}
        </TextAnchor>
      </p>
    </article>
  );
}
