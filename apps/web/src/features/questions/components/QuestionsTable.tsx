import VisibilityIcon from '@mui/icons-material/Visibility';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { QUESTION_GROUP_MESSAGES } from '@rasti/contract/question-messages';
import type { Question } from '@rasti/contract/questions';
import { Link as RouterLink } from 'react-router';
import { CardFooter, RowCards, useRowCards } from '../../../components/RowCards';
import { visuallyHidden } from '../../../components/visually-hidden';
import { formatJalaliDate } from '../../../lib/jalali';
import { DETAIL_TEXT, INBOX_TEXT } from '../messages';

/** Who asked: the account's or the typed name, else 'anonymous'. */
export const requesterName = (q: Question): string =>
  q.full_name.trim() || q.user?.full_name.trim() || DETAIL_TEXT.anonymous;

function TitleLink({ question }: { question: Question }) {
  return (
    <Box
      component={RouterLink}
      to={`/manage-user-request/${question.id}`}
      sx={{
        color: 'primary.main',
        fontWeight: 500,
        textDecoration: 'none',
        '&:hover': { textDecoration: 'underline' },
      }}
    >
      {question.title}
    </Box>
  );
}

/**
 * Issue 16: a grouped question shows how many asked it ('N نفر پرسیده‌اند'); the badge opens the inbox
 * filtered to the group, so its questions are one click away.
 */
export function DemandBadge({ question }: { question: Question }) {
  if (question.group === null || question.demand < 2) return null;
  return (
    <Chip
      component={RouterLink}
      to={`/ask-me?group=${question.group}`}
      clickable
      size="small"
      color="secondary"
      variant="outlined"
      label={QUESTION_GROUP_MESSAGES.demand(question.demand)}
      aria-label={`${QUESTION_GROUP_MESSAGES.demand(question.demand)}: ${QUESTION_GROUP_MESSAGES.showGroup}`}
      sx={{ ml: 1, verticalAlign: 'middle', fontWeight: 500 }}
    />
  );
}

function Requester({ question }: { question: Question }) {
  return (
    <>
      {requesterName(question)}
      {question.user_active === false ? (
        <Chip size="small" color="error" label={DETAIL_TEXT.blocked} sx={{ ml: 1 }} />
      ) : null}
    </>
  );
}

function ViewAction({ question }: { question: Question }) {
  return (
    <Tooltip title={DETAIL_TEXT.title}>
      <IconButton
        component={RouterLink}
        to={`/manage-user-request/${question.id}`}
        aria-label={INBOX_TEXT.view(question.title)}
        size="small"
      >
        <VisibilityIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}

/** The user reports table (spec section 2): title, requester, registration date, topic; a row opens the report. On a phone, cards. */
export default function QuestionsTable({ questions }: { questions: readonly Question[] }) {
  const cards = useRowCards();
  if (cards) {
    return (
      <RowCards
        rows={questions}
        label={INBOX_TEXT.tableCaption}
        empty={INBOX_TEXT.empty}
        rowKey={(q) => q.id}
      >
        {(q) => (
          <>
            <Typography variant="subtitle2" component="p">
              <TitleLink question={q} />
              <DemandBadge question={q} />
            </Typography>
            <Typography variant="body2" component="p" color="text.secondary">
              {INBOX_TEXT.colTopic}: {q.news_subject_title ?? INBOX_TEXT.noTopic}
            </Typography>
            <CardFooter actions={<ViewAction question={q} />}>
              <Typography variant="body2" component="span">
                <Requester question={q} />
              </Typography>
              <Typography variant="body2" component="span" color="text.secondary">
                {formatJalaliDate(q.register_date)}
              </Typography>
            </CardFooter>
          </>
        )}
      </RowCards>
    );
  }
  return (
    <TableContainer component={Paper} sx={{ overflowX: 'auto' }}>
      <Table size="small" sx={{ minWidth: 640 }}>
        <Box component="caption" sx={visuallyHidden}>
          {INBOX_TEXT.tableCaption}
        </Box>
        <TableHead>
          <TableRow>
            <TableCell>{INBOX_TEXT.colTitle}</TableCell>
            <TableCell>{INBOX_TEXT.colRequester}</TableCell>
            <TableCell>{INBOX_TEXT.colDate}</TableCell>
            <TableCell>{INBOX_TEXT.colTopic}</TableCell>
            <TableCell align="center">{INBOX_TEXT.colActions}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {questions.length === 0 ? (
            <TableRow>
              <TableCell colSpan={5} align="center" sx={{ py: 4, color: 'text.secondary' }}>
                {INBOX_TEXT.empty}
              </TableCell>
            </TableRow>
          ) : (
            questions.map((q) => (
              <TableRow key={q.id} hover>
                <TableCell component="th" scope="row" sx={{ maxWidth: 320 }}>
                  <TitleLink question={q} />
                  <DemandBadge question={q} />
                </TableCell>
                <TableCell>
                  <Requester question={q} />
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatJalaliDate(q.register_date)}</TableCell>
                <TableCell>{q.news_subject_title ?? INBOX_TEXT.noTopic}</TableCell>
                <TableCell align="center">
                  <ViewAction question={q} />
                </TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
