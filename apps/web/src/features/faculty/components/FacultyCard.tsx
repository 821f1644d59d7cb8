import { FACULTY_MESSAGES } from '@rasti/contract/faculty-messages';
import type { FacultyMember } from '@rasti/contract/faculty';
import { AppLink } from '../../../components/AppLink';
import { RoundImage } from '../../../components/AppImage';
import styles from './faculty.module.css';
import { PublishedCount } from './PublishedCount';

/** A member in the list: avatar, name (the link to /facuality/{id}, stretched over the card) and abstract. */
export function FacultyCard({ member }: { member: FacultyMember }) {
  return (
    <article className={styles.card}>
      <RoundImage src={member.avatar} alt="" fallback="avatar" size={96} />
      <h2 className={styles.name}>
        <AppLink to={`/facuality/${member.id}`} className={styles.nameLink}>
          {member.full_name}
        </AppLink>
      </h2>
      <p className={styles.abstract}>{member.abstract.trim() || FACULTY_MESSAGES.noAbstract}</p>
      <PublishedCount count={member.published_count} />
    </article>
  );
}
