import { isStaff } from '@rasti/contract/permissions';
import { lazy, Suspense } from 'react';
import { MenuIcon } from '../../components/icons';
import { AppLink } from '../../components/AppLink';
import { IconBtn } from '../../components/IconBtn';
import { PlainButton } from '../../components/PlainButton';
import { useSession } from '../../lib/auth/session';
import { Clock } from './Clock';
import styles from './TopBar.module.css';
import { GlobalSearch } from '../../features/search';

// staff only, loaded on their first screen: public pages never fetch it
const NoticesBadge = lazy(() => import('../../features/newsroom/components/NoticesBadge'));

type TopBarProps = {
  menuOpen: boolean;
  onMenuClick: () => void;
  /** the drawer's id once it exists (it is loaded on first use) */
  menuId?: string;
};

export function TopBar({ menuOpen, onMenuClick, menuId }: TopBarProps) {
  const { isAuthenticated, user, logout } = useSession();
  return (
    <header className={styles.bar}>
      <div className={styles.toolbar}>
        <IconBtn
          color="inherit"
          edge="start"
          aria-label="باز کردن منو"
          aria-controls={menuId}
          aria-expanded={menuOpen}
          onClick={onMenuClick}
          className={styles.menuButton}
        >
          <MenuIcon />
        </IconBtn>
        <AppLink to="/" className={styles.brand}>
          <img src="/favicon.svg" alt="" className={styles.logo} />
          <span className={styles.name}>راستی</span>
        </AppLink>
        <div className={styles.search}>
          <GlobalSearch />
        </div>
        <Clock />
        <div className={styles.account}>
          {isAuthenticated ? (
            <>
              {isStaff(user?.role) ? (
                <Suspense fallback={null}>
                  <NoticesBadge />
                </Suspense>
              ) : null}
              <span className={styles.userName}>{user?.full_name}</span>
              <PlainButton color="inherit" variant="outlined" onClick={() => void logout()}>
                خروج
              </PlainButton>
            </>
          ) : (
            <>
              <PlainButton to="/login" color="inherit" variant="outlined">
                ورود
              </PlainButton>
              <PlainButton to="/login" color="warning" variant="contained">
                ثبت نام
              </PlainButton>
            </>
          )}
        </div>
      </div>
    </header>
  );
}
