import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { STATUS_LABELS, type Status } from '@rasti/contract/enums';
import type { TakeableItem } from '@rasti/contract/newsroom';
import {
  APPROVAL_LABELS,
  type Approval,
  NEWSROOM_MESSAGES,
  TAKEABLE_COUNT_LIMIT,
  type TakeableKind,
} from '@rasti/contract/newsroom-messages';
import { toPersianDigits } from '@rasti/contract/persian';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { errorDetail } from '../../../lib/api/errors';
import { useSession } from '../../../lib/auth/session';
import { assignWork, newsroomKeys, takeableQueryOptions } from '../api';
import { NEWSROOM_TEXT } from '../messages';
import styles from './TakeableWork.module.css';

const CAPTIONS: Record<TakeableKind, string> = {
  s: NEWSROOM_MESSAGES.takeableSubjects,
  r: NEWSROOM_MESSAGES.takeableReviews,
};

/** A subject opens on its public page (it is published), a review in its form. */
const linkOf = (item: TakeableItem) =>
  item.kind === 's' ? `/news-subject-page/${item.id}` : `/edit-report/${item.id}`;

const stateOf = (item: TakeableItem): string => {
  if (item.approval !== null) return APPROVAL_LABELS[item.approval as Approval];
  if (item.demand !== null) return NEWSROOM_TEXT.askers(item.demand);
  return STATUS_LABELS[item.status as Status];
};

function TakeableTable({
  kind,
  busy,
  onTake,
}: {
  kind: TakeableKind;
  busy: boolean;
  onTake: (item: TakeableItem) => void;
}) {
  const list = useQuery(takeableQueryOptions(kind));
  if (!list.data || list.data.items.length === 0) return null;
  const total = toPersianDigits(Math.min(list.data.total, TAKEABLE_COUNT_LIMIT));
  const caption = `${CAPTIONS[kind]} (${list.data.total > TAKEABLE_COUNT_LIMIT ? NEWSROOM_MESSAGES.moreThan(total) : total})`;
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ mb: 2 }}>
      <Table size="small" aria-label={CAPTIONS[kind]}>
        <caption className={styles.caption}>{caption}</caption>
        <TableHead>
          <TableRow>
            <TableCell>{NEWSROOM_TEXT.title}</TableCell>
            <TableCell>{NEWSROOM_TEXT.state}</TableCell>
            <TableCell>
              <span className={styles.hidden}>{NEWSROOM_MESSAGES.take}</span>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {list.data.items.map((item) => (
            <TableRow key={item.id}>
              <TableCell>
                <Link component={RouterLink} to={linkOf(item)}>
                  {item.title}
                </Link>
              </TableCell>
              <TableCell>
                <Chip size="small" label={stateOf(item)} />
              </TableCell>
              <TableCell>
                <Button size="small" variant="outlined" disabled={busy} onClick={() => onTake(item)}>
                  {NEWSROOM_MESSAGES.takeThis}
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/**
 * What a board member or an editor may take for themselves (ADR 33's addendum): they have no inbox, so
 * 'کارهای من' offers the published subjects nobody is on that still lack a review, and the draft reviews
 * they may edit, each with 'برمی‌دارم'. Taken, an item moves to their work above; taken by someone else
 * first, the server's 409 says so and the lists are read again.
 */
export default function TakeableWork() {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const take = useMutation({
    mutationFn: (item: TakeableItem) => assignWork(item.kind, item.id, { assignee: user!.id }),
    onSuccess: (_saved, item) => setMessage({ ok: true, text: NEWSROOM_TEXT.taken(item.title) }),
    onError: (error) => setMessage({ ok: false, text: errorDetail(error, NEWSROOM_TEXT.saveFailed) }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: newsroomKeys.all }),
  });
  const subjects = useQuery(takeableQueryOptions('s'));
  const reviews = useQuery(takeableQueryOptions('r'));
  const none = subjects.data?.items.length === 0 && reviews.data?.items.length === 0;
  return (
    <Box component="section" aria-labelledby="takeable-heading" sx={{ mb: 3 }}>
      <Typography id="takeable-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
        {NEWSROOM_MESSAGES.takeable}
      </Typography>
      {message ? (
        <Alert severity={message.ok ? 'success' : 'error'} sx={{ mb: 1 }} role="status">
          {message.text}
        </Alert>
      ) : null}
      {none ? <Alert severity="info">{NEWSROOM_MESSAGES.noTakeable}</Alert> : null}
      {(['s', 'r'] as const).map((kind) => (
        <TakeableTable key={kind} kind={kind} busy={take.isPending} onTake={(item) => take.mutate(item)} />
      ))}
    </Box>
  );
}
