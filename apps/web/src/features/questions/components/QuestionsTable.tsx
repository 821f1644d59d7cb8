import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { QUESTION_GROUP_MESSAGES } from '@rasti/contract/question-messages';
import type { Question } from '@rasti/contract/questions';
import { channelNote } from '@rasti/contract/tipline-messages';
import { Link as RouterLink } from 'react-router';
import { AdminTable, RowViewAction } from '../../../components/admin';
import { CardFooter } from '../../../components/RowCards';
import { formatJalaliDate } from '../../../lib/jalali';
import { smallPictureKey } from '../api/question-pictures';
import { DETAIL_TEXT, INBOX_TEXT } from '../messages';
import PrivatePicture from './PrivatePicture';

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
 * A grouped question shows how many asked it ('N نفر پرسیده‌اند'); the badge opens the inbox
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

/** A question sent through a tipline bot says so ('از تلگرام', 'از بله'); the site's own say nothing. */
export function ChannelChip({ question }: { question: Question }) {
  if (question.channel === 'web') return null;
  return (
    <Chip
      size="small"
      variant="outlined"
      color="info"
      label={channelNote(question.channel)}
      sx={{ ml: 1, verticalAlign: 'middle' }}
    />
  );
}

function Requester({ question }: { question: Question }) {
  return (
    <>
      {requesterName(question)}
      <ChannelChip question={question} />
      {question.user_active === false ? (
        <Chip size="small" color="error" label={DETAIL_TEXT.blocked} sx={{ ml: 1 }} />
      ) : null}
    </>
  );
}

/** A question's pictures in the inbox: the first one small (its list-size copy) and how many there are. */
function PicturesBadge({ question }: { question: Question }) {
  const [first] = question.pictures;
  if (!first) return null;
  return (
    <Box
      component="span"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, ml: 1, verticalAlign: 'middle' }}
    >
      <PrivatePicture
        storageKey={smallPictureKey(first)}
        alt={INBOX_TEXT.pictures(question.pictures.length)}
        size={32}
      />
      <Chip
        size="small"
        variant="outlined"
        label={INBOX_TEXT.pictures(question.pictures.length)}
        aria-hidden
      />
    </Box>
  );
}

function ViewAction({ question }: { question: Question }) {
  return (
    <RowViewAction
      hint={DETAIL_TEXT.title}
      label={INBOX_TEXT.view(question.title)}
      to={`/manage-user-request/${question.id}`}
    />
  );
}

/** The user reports table (spec section 2): title, requester, registration date, subject; a row opens the report. On a phone, cards. */
export default function QuestionsTable({ questions }: { questions: readonly Question[] }) {
  return (
    <AdminTable
      rows={questions}
      text={INBOX_TEXT}
      minWidth={640}
      actionSize="small"
      columns={[
        {
          header: INBOX_TEXT.colTitle,
          rowHeader: true,
          sx: { maxWidth: 320 },
          cell: (q) => (
            <>
              <TitleLink question={q} />
              {/* the badges always take their own line under the title, whatever its length */}
              <Box
                component="span"
                data-testid="question-badges"
                sx={{
                  display: 'flex',
                  flexWrap: 'wrap',
                  alignItems: 'center',
                  gap: 1,
                  mt: 0.5,
                  '&:empty': { display: 'none' },
                  '& > *': { ml: '0 !important' },
                }}
              >
                <DemandBadge question={q} />
                <PicturesBadge question={q} />
              </Box>
            </>
          ),
        },
        { header: INBOX_TEXT.colRequester, cell: (q) => <Requester question={q} /> },
        {
          header: INBOX_TEXT.colDate,
          sx: { whiteSpace: 'nowrap' },
          cell: (q) => formatJalaliDate(q.register_date),
        },
        { header: INBOX_TEXT.colSubject, cell: (q) => q.news_subject_title ?? INBOX_TEXT.noSubject },
      ]}
      actions={{ header: INBOX_TEXT.colActions, cell: (q) => <ViewAction question={q} /> }}
      card={(q) => (
        <>
          <Typography variant="subtitle2" component="p">
            <TitleLink question={q} />
            <DemandBadge question={q} />
            <PicturesBadge question={q} />
          </Typography>
          <Typography variant="body2" component="p" color="text.secondary">
            {INBOX_TEXT.colSubject}: {q.news_subject_title ?? INBOX_TEXT.noSubject}
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
    />
  );
}
