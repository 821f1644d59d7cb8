import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { STATUS_LABELS, type Status } from '@rasti/contract/enums';
import type { MyWorkItem } from '@rasti/contract/newsroom';
import {
  APPROVAL_LABELS,
  type Approval,
  NEWSROOM_MESSAGES,
  WORK_KIND_LABELS,
} from '@rasti/contract/newsroom-messages';
import { can } from '@rasti/contract/permissions';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { PageHeading } from '../../../components/PageHeading';
import { errorDetail } from '../../../lib/api/errors';
import { useSession } from '../../../lib/auth/session';
import { formatJalaliDate } from '../../../lib/jalali';
import { dueToUnix, myWorkQueryOptions, newsroomKeys, noticesQueryOptions, readAllNotices } from '../api';
import TakeableWork from '../components/TakeableWork';
import { NEWSROOM_TEXT } from '../messages';

/** Where an item of 'my work' opens: the question's page, the subject's or the review's form. */
const linkOf = (item: MyWorkItem): string =>
  item.kind === 'g'
    ? `/manage-user-request/${item.question ?? item.id}`
    : item.kind === 's'
      ? `/edit-subject/${item.id}`
      : `/edit-report/${item.id}`;

const stateOf = (item: MyWorkItem): string => {
  if (item.approval !== null) return APPROVAL_LABELS[item.approval as Approval];
  if (item.status !== null) return STATUS_LABELS[item.status as Status];
  return item.demand !== null ? NEWSROOM_TEXT.askers(item.demand) : '';
};

/**
 * 'کارهای من' (ADR 33), for every staff role: their assigned question groups, subjects and reviews, the
 * nearest due date first, and their notices; for a board member or an editor also the work they may take.
 */
export default function MyWorkPage() {
  const { role } = useSession();
  const work = useQuery(myWorkQueryOptions(1));
  const notices = useQuery(noticesQueryOptions(1));
  const queryClient = useQueryClient();
  const readAll = useMutation({
    mutationFn: readAllNotices,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: newsroomKeys.all }),
  });
  const unread = notices.data?.items.some((n) => !n.read) ?? false;

  return (
    <Box>
      <PageHeading title={NEWSROOM_MESSAGES.myWork} />
      <Typography sx={{ mb: 2 }}>{NEWSROOM_TEXT.myWorkIntro}</Typography>
      {work.isPending ? <CircularProgress aria-label={NEWSROOM_MESSAGES.myWork} /> : null}
      {work.isError ? (
        <Alert severity="error">{errorDetail(work.error, NEWSROOM_TEXT.loadFailed)}</Alert>
      ) : null}
      {work.data && work.data.items.length === 0 ? (
        <Alert severity="info">{NEWSROOM_MESSAGES.noWork}</Alert>
      ) : null}
      {work.data && work.data.items.length > 0 ? (
        <TableContainer component={Paper} variant="outlined" sx={{ mb: 3 }}>
          <Table size="small" aria-label={NEWSROOM_MESSAGES.myWork}>
            <TableHead>
              <TableRow>
                <TableCell>{NEWSROOM_TEXT.title}</TableCell>
                <TableCell>{NEWSROOM_TEXT.kind}</TableCell>
                <TableCell>{NEWSROOM_MESSAGES.due}</TableCell>
                <TableCell>{NEWSROOM_TEXT.state}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {work.data.items.map((item) => (
                <TableRow key={`${item.kind}${item.id}`}>
                  <TableCell>
                    {/* a question group opens in the inbox, which is the managers' (spec section 2) */}
                    {item.kind !== 'g' || can(role, 'questions.staff') ? (
                      <Link component={RouterLink} to={linkOf(item)}>
                        {item.title}
                      </Link>
                    ) : (
                      item.title
                    )}
                  </TableCell>
                  <TableCell>{WORK_KIND_LABELS[item.kind]}</TableCell>
                  <TableCell>
                    {item.due ? formatJalaliDate(dueToUnix(item.due)!) : NEWSROOM_TEXT.noDue}
                  </TableCell>
                  <TableCell>
                    <Chip size="small" label={stateOf(item)} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      ) : null}

      {/* a board member or an editor has no inbox (spec section 2): the work they may take is offered here */}
      {can(role, 'work.take') ? <TakeableWork /> : null}

      <Box component="section" aria-labelledby="notices-heading">
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
          <Typography id="notices-heading" variant="h6" component="h2">
            {NEWSROOM_MESSAGES.notices}
          </Typography>
          {unread ? (
            <Button onClick={() => readAll.mutate()} disabled={readAll.isPending}>
              {NEWSROOM_TEXT.readAll}
            </Button>
          ) : null}
        </Box>
        {notices.data && notices.data.items.length === 0 ? (
          <Alert severity="info">{NEWSROOM_MESSAGES.noNotices}</Alert>
        ) : null}
        {notices.data && notices.data.items.length > 0 ? (
          <Paper variant="outlined">
            <List dense>
              {notices.data.items.map((n) => (
                <ListItem key={n.id} sx={{ fontWeight: n.read ? 400 : 700 }}>
                  <ListItemText
                    primary={n.text}
                    secondary={formatJalaliDate(n.created_at)}
                    slotProps={{ primary: { sx: { fontWeight: n.read ? 400 : 700 } } }}
                  />
                </ListItem>
              ))}
            </List>
          </Paper>
        ) : null}
      </Box>
    </Box>
  );
}
