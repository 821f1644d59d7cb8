import { FACULTY_MESSAGES } from '@rasti/contract/faculty-messages';
import type { FacultyMember } from '@rasti/contract/faculty';
import { AppImage } from '../../../components/AppImage';
import { cx } from '../../../styles/cx';
import { FACULTY_TEXT } from '../messages';
import styles from './faculty.module.css';
import { PublishedCount } from './PublishedCount';

/** The member card at the top of /facuality/{id}: avatar, role, abstract and how much they published. */
export function MemberProfile({ member }: { member: FacultyMember }) {
  const abstract = member.abstract.trim();
  return (
    <div className={styles.profile}>
      <AppImage
        src={member.avatar}
        alt={FACULTY_TEXT.avatarOf(member.full_name)}
        fallback="avatar"
        loading="eager"
        width={128}
        height={128}
        style={{ borderRadius: '50%', objectFit: 'cover', flexShrink: 0 }}
      />
      <div className={styles.profileBody}>
        <div className={styles.profileRole}>
          <p className={styles.role}>{FACULTY_TEXT.role}</p>
          <PublishedCount count={member.published_count} />
        </div>
        <p className={cx(styles.profileAbstract, !abstract && styles.noAbstract)}>
          {abstract || FACULTY_MESSAGES.noAbstract}
        </p>
      </div>
    </div>
  );
}
