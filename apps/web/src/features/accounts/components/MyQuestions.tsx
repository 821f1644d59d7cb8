import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isAnswered, QUESTION_MESSAGES } from '@rasti/contract/question-messages';
import type { Question } from '@rasti/contract/questions';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { formatJalaliDate } from '../../../lib/jalali';
import { errorDetail } from '../../../lib/api/errors';
import { myQuestionsQueryOptions } from '../api/my-questions';
import { ACCOUNT_TEXT } from '../messages';

const TEXT = {
  empty: 'هنوز پرسشی نفرستاده‌اید.',
  askLink: 'ارسال پرسش',
  answeredBy: 'موضوع پاسخ:',
  /** the question's states with their dates */
  received: 'دریافت شد',
  answeredOn: 'پاسخ داده شد',
  states: 'وضعیت پرسش',
  loadFailed: 'خطا در دریافت پرسش‌های شما',
  more: 'بیشتر +',
} as const;

/** One state of the question and its Jalali date ('دریافت شد ۱۴۰۴/۱۰/۱۱'). */
function StateLine({ label, date }: { label: string; date: string | null }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      {date ? (
        <Typography component="dd" variant="body2" sx={{ m: 0 }}>
          {formatJalaliDate(date)}
        </Typography>
      ) : null}
    </Box>
  );
}

function QuestionCard({ question }: { question: Question }) {
  const answered = isAnswered(question);
  return (
    <Box
      component="li"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2, listStyle: 'none' }}
      aria-label={question.title}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, flex: 1, minWidth: 0 }}>
          {question.title}
        </Typography>
        <Chip
          size="small"
          color={answered ? 'success' : 'default'}
          label={answered ? QUESTION_MESSAGES.answered : QUESTION_MESSAGES.notReviewed}
        />
      </Box>
      <Box component="dl" aria-label={TEXT.states} sx={{ m: 0, mb: 1, display: 'grid', gap: 0.25 }}>
        <StateLine label={TEXT.received} date={question.register_date} />
        {answered ? <StateLine label={TEXT.answeredOn} date={question.answered_at} /> : null}
      </Box>
      {answered ? (
        <Typography variant="body2">
          {TEXT.answeredBy}{' '}
          <Link component={RouterLink} to={`/news-subject-page/${question.news_subject}`}>
            {question.news_subject_title}
          </Link>
        </Typography>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {QUESTION_MESSAGES.notReviewedText}
        </Typography>
      )}
    </Box>
  );
}

/** A regular user's own questions on the profile: answered ones link their subject (spec section 4). */
export default function MyQuestions() {
  const list = useInfiniteQuery(myQuestionsQueryOptions);
  const questions = list.data?.pages.flatMap((p) => p.items) ?? [];

  return (
    <Paper component="section" aria-labelledby="my-questions-title" sx={{ p: { xs: 2, sm: 3 }, mt: 3 }}>
      <Typography id="my-questions-title" component="h2" variant="h6" sx={{ mb: 2 }}>
        {ACCOUNT_TEXT.myQuestions}
      </Typography>
      {list.isPending && list.fetchStatus !== 'idle' ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
          <CircularProgress size={28} aria-label={ACCOUNT_TEXT.myQuestions} />
        </Box>
      ) : null}
      {list.isError ? <Alert severity="error">{errorDetail(list.error, TEXT.loadFailed)}</Alert> : null}
      {list.isSuccess && questions.length === 0 ? (
        <Box>
          <Typography color="text.secondary" sx={{ mb: 1 }}>
            {TEXT.empty}
          </Typography>
          <Button component={RouterLink} to="/ask-me" variant="outlined">
            {TEXT.askLink}
          </Button>
        </Box>
      ) : null}
      {questions.length > 0 ? (
        <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0 }}>
          {questions.map((q) => (
            <QuestionCard key={q.id} question={q} />
          ))}
        </Stack>
      ) : null}
      {list.hasNextPage ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
          <Button onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage}>
            {TEXT.more}
          </Button>
        </Box>
      ) : null}
    </Paper>
  );
}
