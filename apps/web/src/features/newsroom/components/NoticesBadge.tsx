import { toPersianDigits } from '@rasti/contract/persian';
import { useQuery } from '@tanstack/react-query';
import { AppLink } from '../../../components/AppLink';
import { unreadQueryOptions } from '../api';
import { NEWSROOM_TEXT } from '../messages';
import styles from './NoticesBadge.module.css';

/** The staff top bar's notices: a bell with the unread count, opening 'my work' (its notices below it). */
export default function NoticesBadge() {
  const unread = useQuery(unreadQueryOptions()).data?.unread ?? 0;
  return (
    <AppLink to="/my-work" className={styles.badge} aria-label={NEWSROOM_TEXT.unreadBadge(unread)}>
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M12 22a2 2 0 0 0 2-2h-4a2 2 0 0 0 2 2Zm6-6V11a6 6 0 0 0-5-5.91V4a1 1 0 0 0-2 0v1.09A6 6 0 0 0 6 11v5l-2 2v1h16v-1Z"
        />
      </svg>
      {unread > 0 ? <span className={styles.count}>{toPersianDigits(unread)}</span> : null}
    </AppLink>
  );
}
