import type { SubjectDetail } from '@rasti/contract/subjects';
import { LIMITS } from '@rasti/contract/limits';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { AppImage } from '../../../components/AppImage';
import { PlainButton } from '../../../components/PlainButton';
import { formatJalaliDate } from '../../../lib/jalali';
import { SUBJECT_PAGE_TEXT } from '../messages';
import styles from './QuestionCards.module.css';

type Question = SubjectDetail['questions'][number];

const QuestionDialog = lazy(() => import('./QuestionDialog'));

function Asker({ question }: { question: Question }) {
  return (
    <div className={styles.asker}>
      <AppImage src={null} alt="" fallback="avatar" width={32} height={32} className={styles.avatar} />
      <div>
        <p className={styles.name}>{question.full_name.trim() || SUBJECT_PAGE_TEXT.anonymous}</p>
        <p className={styles.date}>{formatJalaliDate(question.register_date)}</p>
      </div>
    </div>
  );
}

/**
 * The questions readers asked about this subject: 3 at first, 'بیشتر +' shows 3 more each time. A card
 * shows the asker, the title and three lines of the text; opening it shows everything.
 */
export function QuestionCards({ questions }: { questions: readonly Question[] }) {
  const [shown, setShown] = useState<number>(LIMITS.questionsStep);
  const [open, setOpen] = useState<Question | null>(null);
  // the dialog is mounted from the first opening on (and stays, for its closing transition)
  const [opened, setOpened] = useState(false);
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
    return <p className={styles.empty}>{SUBJECT_PAGE_TEXT.noQuestions}</p>;
  }
  return (
    <>
      <ul className={styles.list}>
        {questions.slice(0, shown).map((question) => (
          <li key={question.id}>
            <button
              type="button"
              className={styles.card}
              ref={(node) => {
                if (node) cards.current.set(question.id, node);
                else cards.current.delete(question.id);
              }}
              onClick={() => {
                setOpen(question);
                setOpened(true);
              }}
              aria-label={SUBJECT_PAGE_TEXT.openQuestion(question.title)}
            >
              <Asker question={question} />
              <h3 className={styles.title}>{question.title}</h3>
              <p className={styles.summary}>{question.summary}</p>
            </button>
          </li>
        ))}
      </ul>
      {shown < questions.length ? (
        <div className={styles.more}>
          <PlainButton
            variant="outlined"
            onClick={() => {
              setFocusId(questions[shown]?.id ?? null);
              setShown((n) => n + LIMITS.questionsStep);
            }}
          >
            {SUBJECT_PAGE_TEXT.moreQuestions}
          </PlainButton>
        </div>
      ) : null}
      {opened ? (
        <Suspense fallback={null}>
          <QuestionDialog question={open} titleId={titleId} onClose={() => setOpen(null)}>
            {open ? (
              <>
                <Asker question={open} />
                <p className={styles.fullText}>{open.summary}</p>
              </>
            ) : null}
          </QuestionDialog>
        </Suspense>
      ) : null}
    </>
  );
}
