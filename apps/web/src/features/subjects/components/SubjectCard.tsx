import type { SubjectListItem } from '@rasti/contract/subjects';
import { AppLink } from '../../../components/AppLink';
import { AppImage } from '../../../components/AppImage';
import { TextLink } from '../../../components/TextLink';
import { SUBJECTS_TEXT } from '../messages';
import { ColorChip } from './ColorChip';
import styles from './SubjectCard.module.css';

type SubjectCardProps = {
  subject: SubjectListItem;
  /** The category the list is filtered by, if any: its chip shows as pressed. */
  activeCategory: number | null;
  onCategoryClick: (category: number) => void;
};

/** A trending-subject card: image, title (the link to the subject), abstract and the category chip. */
export function SubjectCard({ subject, activeCategory, onCategoryClick }: SubjectCardProps) {
  const href = `/news-subject-page/${subject.id}`;
  const pressed = subject.category !== null && subject.category === activeCategory;
  return (
    <article className={styles.card}>
      {/* the picture repeats the title's link for pointer users; keyboards reach the title link */}
      <AppLink to={href} tabIndex={-1} aria-hidden="true">
        <AppImage src={subject.main_images_small ?? subject.main_images} alt="" className={styles.image} />
      </AppLink>
      <div className={styles.content}>
        <h2 className={styles.title}>
          <TextLink to={href}>{subject.title}</TextLink>
        </h2>
        <p className={styles.abstract}>{subject.abstract}</p>
        {subject.category !== null && subject.category_title ? (
          <div>
            <ColorChip
              size="small"
              label={subject.category_title}
              background={subject.category_color}
              onClick={() => onCategoryClick(subject.category!)}
              aria-pressed={pressed}
              aria-label={
                pressed
                  ? SUBJECTS_TEXT.clearCategoryFilter(subject.category_title)
                  : SUBJECTS_TEXT.filterByCategory(subject.category_title)
              }
            />
          </div>
        ) : null}
      </div>
    </article>
  );
}
