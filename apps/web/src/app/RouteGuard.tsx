import type { Role } from '@rasti/contract/enums';
import type { ComponentType, ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PageLoader } from '../components/PageLoader';
import { useSession, useSessionStatus } from '../lib/auth/session';
import { session } from '../lib/auth/session-store';
import { type Access, decideAccess } from './access';
import { PageReady } from './PageReady';
import { ForbiddenPage } from './pages/ForbiddenPage';

type RouteGuardProps = { access: Access; children: ReactNode };

/** Every route but /login sits behind this guard; it decides from the session's role and user. */
export function RouteGuard({ access, children }: RouteGuardProps) {
  const { role, user } = useSession();
  const status = useSessionStatus();
  const location = useLocation();
  // a stored refresh token is still being exchanged: decide once the session is known
  if (access !== 'public' && status === 'restoring') return <PageLoader />;
  const decision = decideAccess(access, { role, user });
  if (decision === 'login') {
    // a logout goes to '/' (spec section 4): the page it leaves must not send it on to /login
    if (session.loggedOutFrom() === location.pathname) return <Navigate to="/" replace />;
    return <Navigate to="/login" replace state={{ from: `${location.pathname}${location.search}` }} />;
  }
  if (decision === 'forbidden') {
    return (
      <>
        <ForbiddenPage />
        <PageReady />
      </>
    );
  }
  return children;
}

type ByRoleProps = { pick: (role: Role | null) => ComponentType };

/** Routes that show a management view to some roles and the public view to the rest. */
export function ByRole({ pick }: ByRoleProps) {
  const { role } = useSession();
  const status = useSessionStatus();
  if (status === 'restoring') return <PageLoader />;
  const Screen = pick(role);
  return <Screen />;
}
