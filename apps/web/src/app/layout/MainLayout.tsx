import { lazy, Suspense, useContext, useId, useState } from 'react';
import { Outlet } from 'react-router';
import { PageLoader } from '../../components/PageLoader';
import { useSession } from '../../lib/auth/session';
import { cx } from '../../styles/cx';
import { DrawnColumn, RIGHT_COLUMN_ATTRIBUTES } from './drawn-column';
import styles from './MainLayout.module.css';
import { showsRightColumn } from './menu';
import { SideMenu } from './SideMenu';
import { SiteFooter } from './SiteFooter';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';
import { TopBar } from './TopBar';

// the name gate is account code: it loads only for signed-in users
const NameGate = lazy(() => import('../../features/accounts/components/NameGate'));
const MobileMenu = lazy(() => import('./MobileMenu'));
// visitors only: staff never download it
const RightColumn = lazy(() => import('../../features/home/components/RightColumn'));

// the menu column's width (MainLayout.module.css draws the same)
const SIDEBAR_WIDTH = 240;

/** Top bar, role menu (a drawer on phones), the page, and the right column for visitors. */
export function MainLayout() {
  const { role, isAuthenticated } = useSession();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // the drawer's code is fetched on the first press of the menu button, then kept
  const [menuUsed, setMenuUsed] = useState(false);
  const drawerId = useId();
  const withRightColumn = showsRightColumn(role);
  const drawnColumn = useContext(DrawnColumn);

  return (
    <div className={styles.frame}>
      <SkipLink />
      <TopBar
        menuOpen={drawerOpen}
        menuId={menuUsed ? drawerId : undefined}
        onMenuClick={() => {
          setMenuUsed(true);
          setDrawerOpen(true);
        }}
      />
      {menuUsed && (
        <Suspense fallback={null}>
          <MobileMenu
            id={drawerId}
            open={drawerOpen}
            role={role}
            width={SIDEBAR_WIDTH}
            onClose={() => setDrawerOpen(false)}
          />
        </Suspense>
      )}
      <div className={cx(styles.body, withRightColumn && styles.withColumn)}>
        <nav aria-label="منوی اصلی" className={styles.menu}>
          <SideMenu role={role} />
        </nav>
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </main>
        {withRightColumn &&
          (drawnColumn === undefined ? (
            <aside {...RIGHT_COLUMN_ATTRIBUTES} className={styles.column}>
              <Suspense fallback={null}>
                <RightColumn />
              </Suspense>
            </aside>
          ) : (
            // the server's render, with the column an earlier render drew for the same data (drawn-column.ts)
            <aside
              {...RIGHT_COLUMN_ATTRIBUTES}
              className={styles.column}
              // biome-ignore lint/security/noDangerouslySetInnerHtml: React's own markup of this column, kept
              dangerouslySetInnerHTML={{ __html: drawnColumn }}
            />
          ))}
      </div>
      <SiteFooter />
      {isAuthenticated && (
        <Suspense fallback={null}>
          <NameGate />
        </Suspense>
      )}
    </div>
  );
}
