import { REVIEW_MESSAGES } from '@rasti/contract/review-messages';
import { AppImage } from '../../../components/AppImage';
import { type AuthorInput, authorView } from '../author';
import { REVIEWS_TEXT } from '../messages';
import styles from './AuthorBox.module.css';

/** 'درباره نویسنده:' with the author's avatar, name and abstract, each with its fallback. */
export function AuthorBox({ author }: { author: AuthorInput }) {
  const view = authorView(author);
  return (
    <section aria-labelledby="report-author-heading" className={styles.box}>
      <h2 id="report-author-heading" className={styles.heading}>
        {REVIEW_MESSAGES.authorHeading}
      </h2>
      <div className={styles.author}>
        <AppImage
          src={view.avatar}
          alt={REVIEWS_TEXT.authorAvatar(view.name)}
          fallback="avatar"
          width={64}
          height={64}
          className={styles.avatar}
        />
        <div className={styles.about}>
          <p className={styles.name} data-testid="author-name">
            {view.name}
          </p>
          <p className={styles.abstract} data-testid="author-abstract">
            {view.abstract}
          </p>
        </div>
      </div>
    </section>
  );
}
