import { QuestionAnswerOutlinedIcon } from '../../../components/icons';
import { useId } from 'react';
import { PlainButton } from '../../../components/PlainButton';
import { RIGHT_COLUMN_TEXT } from '../messages';
import { ColumnHeading } from './MoreLink';
import styles from './RightColumn.module.css';

/** The ask-me promo: an invitation to send a news item for checking, linking to /ask-me. */
export function AskMePromo() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.promo}>
      <div className={styles.promoTitle}>
        <QuestionAnswerOutlinedIcon />
        <ColumnHeading id={headingId}>{RIGHT_COLUMN_TEXT.askTitle}</ColumnHeading>
      </div>
      <p className={styles.promoText}>{RIGHT_COLUMN_TEXT.askText}</p>
      <PlainButton to="/ask-me" variant="contained" color="warning" className={styles.promoAction}>
        {RIGHT_COLUMN_TEXT.askAction}
      </PlainButton>
    </section>
  );
}
