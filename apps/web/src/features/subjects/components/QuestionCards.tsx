import type { SubjectDetail } from '@rasti/contract/subjects';
import { LIMITS } from '@rasti/contract/limits';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import { AppImage } from '../../../components/AppImage';
import { formatJalaliDate } from '../../../lib/jalali';
import { SUBJECT_PAGE_TEXT } from '../messages';

type Question = SubjectDetail['questions'][number];

const clamp = (lines: number) => ({
  display: '-webkit-box',
  WebkitLineClamp: lines,
  WebkitBoxOrient: 'vertical' as const,
  overflow: 'hidden',
});

function Asker({ question }: { question: Question }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Box
        component={AppImage}
        src={null}
        alt=""
        fallback="avatar"
        sx={{ width: 32, height: 32, borderRadius: '50%' }}
      />
      <Box>
        <Typography variant="subtitle2" component="p">
          {question.full_name.trim() || SUBJECT_PAGE_TEXT.anonymous}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p">
          {formatJalaliDate(question.register_date)}
        </Typography>
      </Box>
    </Box>
  );
}

/**
 * The questions readers asked about this subject: 3 at first, 'بیشتر +' shows 3 more each time. A card
 * shows the asker, the title and three lines of the text; opening it shows everything.
 */
export function QuestionCards({ questions }: { questions: readonly Question[] }) {
  const [shown, setShown] = useState<number>(LIMITS.questionsStep);
  const [open, setOpen] = useState<Question | null>(null);
  const titleId = useId();
  // after 'بیشتر +' the keyboard moves on to the first card it revealed
  const cards = useRef(new Map<number, HTMLButtonElement>());
  const [focusId, setFocusId] = useState<number | null>(null);
  useEffect(() => {
    if (focusId === null) return;
    cards.current.get(focusId)?.focus();
    setFocusId(null);
  }, [focusId]);
  if (questions.length === 0) {
    return <Typography color="text.secondary">{SUBJECT_PAGE_TEXT.noQuestions}</Typography>;
  }
  return (
    <>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(240px, 1fr))' },
        }}
      >
        {questions.slice(0, shown).map((question) => (
          <li key={question.id}>
            <Paper variant="outlined" sx={{ height: '100%', borderRadius: 3 }}>
              <ButtonBase
                ref={(node: HTMLButtonElement | null) => {
                  if (node) cards.current.set(question.id, node);
                  else cards.current.delete(question.id);
                }}
                onClick={() => setOpen(question)}
                aria-label={SUBJECT_PAGE_TEXT.openQuestion(question.title)}
                sx={{
                  display: 'flex',
                  flexDirection: 'column',
                  alignItems: 'stretch',
                  textAlign: 'start',
                  gap: 1,
                  p: 2,
                  width: '100%',
                  height: '100%',
                  borderRadius: 3,
                  '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main' },
                }}
              >
                <Asker question={question} />
                <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
                  {question.title}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={clamp(3)}>
                  {question.summary}
                </Typography>
              </ButtonBase>
            </Paper>
          </li>
        ))}
      </Box>
      {shown < questions.length ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
          <Button
            variant="outlined"
            onClick={() => {
              setFocusId(questions[shown]?.id ?? null);
              setShown((n) => n + LIMITS.questionsStep);
            }}
          >
            {SUBJECT_PAGE_TEXT.moreQuestions}
          </Button>
        </Box>
      ) : null}
      <Dialog open={open !== null} onClose={() => setOpen(null)} fullScreen aria-labelledby={titleId}>
        {open ? (
          <>
            <DialogTitle id={titleId}>{open.title}</DialogTitle>
            <DialogContent dividers>
              <Asker question={open} />
              <Typography sx={{ mt: 2, whiteSpace: 'pre-line', lineHeight: 2 }}>{open.summary}</Typography>
            </DialogContent>
            <DialogActions>
              <Button onClick={() => setOpen(null)} variant="contained" autoFocus>
                {SUBJECT_PAGE_TEXT.closeQuestion}
              </Button>
            </DialogActions>
          </>
        ) : null}
      </Dialog>
    </>
  );
}
