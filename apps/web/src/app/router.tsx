import type { Role } from '@rasti/contract/enums';
import {
  type ComponentType,
  type LazyExoticComponent,
  lazy,
  Component as ReactComponent,
  type ReactNode,
  Suspense,
} from 'react';
import { type RouteObject, useLocation, useRoutes } from 'react-router';
import { type Access, showsManagementView } from './access';
import { ErrorOverlay } from './layout/ErrorOverlay';
import { LoadingOverlay } from './layout/LoadingOverlay';
import { MainLayout } from './layout/MainLayout';
import { RootLayout } from './layout/RootLayout';
import { PageReady } from './PageReady';
import { RouteErrorPage } from './pages/RouteErrorPage';
import { reportChunkLoadError } from './chunk-errors';
import { ScreenLoader } from './ScreenLoader';
import { ByRole, RouteGuard } from './RouteGuard';

// Every screen is its own chunk: public pages never download staff screens or their libraries.
const LoginPage = lazy(() => import('../features/accounts/pages/LoginPage'));
const ProfileLayout = lazy(() => import('../features/accounts/pages/ProfileLayout'));
const ProfilePage = lazy(() => import('../features/accounts/pages/ProfilePage'));
const EditProfilePage = lazy(() => import('../features/accounts/pages/EditProfilePage'));
const ManageUsersPage = lazy(() => import('../features/users/pages/ManageUsersPage'));

const LoadingPage = lazy(() => import('./pages/LoadingPage'));
const NotFoundPage = lazy(() => import('./pages/NotFoundPage'));
const HomePage = lazy(() => import('../features/home/pages/HomePage'));
const TrendingSubjectsPage = lazy(() => import('../features/subjects/pages/TrendingSubjectsPage'));
const AdminSubjectsPage = lazy(() => import('../features/subjects/pages/AdminSubjectsPage'));
const SubjectPage = lazy(() => import('../features/subjects/pages/SubjectPage'));
const SubjectFormPage = lazy(() => import('../features/subjects/pages/SubjectFormPage'));
const AddSourcePage = lazy(() => import('../features/sources/pages/AddSourcePage'));
const ReviewsListPage = lazy(() => import('../features/reviews/pages/ReviewsListPage'));
const ManageReviewsPage = lazy(() => import('../features/reviews/pages/ManageReviewsPage'));
const ReportPage = lazy(() => import('../features/reviews/pages/ReportPage'));
const ReviewFormPage = lazy(() => import('../features/reviews/pages/ReviewFormPage'));
const CorrectionsPage = lazy(() => import('../features/corrections/pages/CorrectionsPage'));
const ArchiveIndexPage = lazy(() => import('../features/archive/pages/ArchiveIndexPage'));
const ArchiveMonthPage = lazy(() => import('../features/archive/pages/ArchiveMonthPage'));
const FacultyListPage = lazy(() => import('../features/faculty/pages/FacultyListPage'));
const FacultyMemberPage = lazy(() => import('../features/faculty/pages/FacultyMemberPage'));
const AskPage = lazy(() => import('../features/questions/pages/AskPage'));
const ManageQuestionsPage = lazy(() => import('../features/questions/pages/ManageQuestionsPage'));
const QuestionDetailPage = lazy(() => import('../features/questions/pages/QuestionDetailPage'));
const ManageOutletsPage = lazy(() => import('../features/outlets/pages/ManageOutletsPage'));
const ManageCategoriesPage = lazy(() => import('../features/categories/pages/ManageCategoriesPage'));
const MethodologyPage = lazy(() => import('../features/trust/pages/MethodologyPage'));
const AboutPage = lazy(() => import('../features/trust/pages/AboutPage'));
const VerifyEditionPage = lazy(() => import('../features/offline-edition/pages/VerifyEditionPage'));
const ManageEvaluationsPage = lazy(() => import('../features/trust/pages/ManageEvaluationsPage'));
const DashboardPage = lazy(() => import('../features/dashboard/pages/DashboardPage'));
const TiplineSettingsPage = lazy(() => import('../features/tipline/pages/TiplineSettingsPage'));
const OutletsDirectoryPage = lazy(() => import('../features/outlets/pages/OutletsDirectoryPage'));
const OutletPage = lazy(() => import('../features/outlets/pages/OutletPage'));
const MyWorkPage = lazy(() => import('../features/newsroom/pages/MyWorkPage'));
// development builds only (spec section 2 'Topic detail mock'): production builds drop the page entirely
const SubjectDetailMockPage = import.meta.env.DEV
  ? lazy(() => import('../features/subjects/pages/SubjectDetailMockPage'))
  : null;

type Screen = LazyExoticComponent<ComponentType>;

function screen(Component: Screen, access: Access = 'public') {
  return (
    <RouteGuard access={access}>
      <Suspense fallback={<ScreenLoader />}>
        <Component />
        <PageReady />
      </Suspense>
    </RouteGuard>
  );
}

function byRole(pick: (role: Role | null) => Screen) {
  return (
    <RouteGuard access="public">
      <Suspense fallback={<ScreenLoader />}>
        <ByRole pick={pick} />
        <PageReady />
      </Suspense>
    </RouteGuard>
  );
}

const suspended = (Component: Screen) => (
  <Suspense fallback={<ScreenLoader />}>
    <Component />
    <PageReady />
  </Suspense>
);

/** The route table of spec section 2, each route with its guard. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: '/login', element: suspended(LoginPage) },
      { path: '/loading', element: screen(LoadingPage) },
      {
        element: <MainLayout />,
        children: [
          { index: true, element: screen(HomePage) },
          {
            path: '/news-subjects',
            element: byRole((role) =>
              showsManagementView.newsSubjects(role) ? AdminSubjectsPage : TrendingSubjectsPage,
            ),
          },
          { path: '/news-subject-page/:id', element: screen(SubjectPage) },
          { path: '/report/:id', element: screen(ReportPage) },
          {
            path: '/news-reports',
            element: byRole((role) =>
              showsManagementView.newsReports(role) ? ManageReviewsPage : ReviewsListPage,
            ),
          },
          { path: '/corrections', element: screen(CorrectionsPage) },
          { path: '/archive', element: screen(ArchiveIndexPage) },
          { path: '/archive/:year/:month', element: screen(ArchiveMonthPage) },
          { path: '/facuality-list', element: screen(FacultyListPage) },
          { path: '/facuality/:id', element: screen(FacultyMemberPage) },
          { path: '/media', element: screen(OutletsDirectoryPage) },
          { path: '/media/:id', element: screen(OutletPage) },
          {
            path: '/ask-me',
            element: byRole((role) => (showsManagementView.askMe(role) ? ManageQuestionsPage : AskPage)),
          },
          {
            element: screen(ProfileLayout, 'signedIn'),
            children: [
              { path: '/profile', element: suspended(ProfilePage) },
              { path: '/edit-profile', element: suspended(EditProfilePage) },
            ],
          },
          { path: '/add-subject', element: screen(SubjectFormPage, 'subjects.edit') },
          { path: '/edit-subject/:id', element: screen(SubjectFormPage, 'subjects.edit') },
          { path: '/add-source', element: screen(AddSourcePage, 'subjects.edit') },
          { path: '/manage-user-request/:id', element: screen(QuestionDetailPage, 'questions.staff') },
          { path: '/manage-media', element: screen(ManageOutletsPage, 'outlets.manage') },
          { path: '/manage-categories', element: screen(ManageCategoriesPage, 'categories.manage') },
          { path: '/add-report', element: screen(ReviewFormPage, 'reviews.write') },
          { path: '/edit-report/:id', element: screen(ReviewFormPage, 'reviews.write') },
          { path: '/manage-users', element: screen(ManageUsersPage, 'users.manage') },
          { path: '/manage-evaluations', element: screen(ManageEvaluationsPage, 'evaluations.edit') },
          { path: '/tipline-settings', element: screen(TiplineSettingsPage, 'tipline.settings') },
          { path: '/my-work', element: screen(MyWorkPage, 'newsroom.read') },
          { path: '/dashboard', element: screen(DashboardPage, 'dashboard.read') },
          { path: '/methodology', element: screen(MethodologyPage) },
          { path: '/about', element: screen(AboutPage) },
          { path: '/offline/verify', element: screen(VerifyEditionPage) },
          ...(SubjectDetailMockPage
            ? [{ path: '/topic-detail-mock', element: screen(SubjectDetailMockPage) }]
            : []),
          { path: '*', element: screen(NotFoundPage) },
        ],
      },
    ],
  },
];

/**
 * A path's first segment as React Router matches it: decoded as its matchRoutes decodes (the whole path or,
 * when any part is malformed, none of it) and lower-cased, since its matching ignores case.
 */
export function firstSegment(pathname: string): string {
  let path = pathname;
  if (path.includes('%')) {
    try {
      path = path
        .split('/')
        .map((part) => decodeURIComponent(part).replace(/\//g, '%2F'))
        .join('/');
    } catch {
      // React Router matches the path as it is
    }
  }
  const start = path.charCodeAt(0) === 47 ? 1 : 0;
  const end = path.indexOf('/', start);
  return (end < 0 ? path.slice(start) : path.slice(start, end)).toLowerCase();
}

/** A route's full path as React Router's flattenRoutes joins it (a child's absolute path stands alone). */
const joinRoutePath = (parent: string, path: string | undefined) =>
  path?.startsWith('/') ? path : `${parent}/${path ?? ''}`.replace(/\/{2,}/g, '/');

/** Routes that may match whatever the first segment: a parameter, a splat or an optional segment first. */
const ANY = Symbol('any first segment');

/** The segment a route's path must begin with to match (lower-cased; '' for '/' and index routes), or ANY. */
function routeSegment(fullPath: string): string | typeof ANY {
  const segment = firstSegment(fullPath.replace(/^\/+/, '/'));
  return /[:*?]/.test(segment) ? ANY : segment;
}

/** The table with only the leaf routes `keep` takes, each inside copies of its parents (same elements). */
function pruneTable(
  table: RouteObject[],
  keep: (segment: string | typeof ANY) => boolean,
  parentPath = '',
): RouteObject[] {
  const kept: RouteObject[] = [];
  for (const route of table) {
    const fullPath = joinRoutePath(parentPath, route.path);
    const ownMatch = (route.index || route.path !== undefined) && keep(routeSegment(fullPath));
    if (route.children?.length) {
      const children = pruneTable(route.children, keep, fullPath);
      if (children.length > 0 || ownMatch) kept.push({ ...route, children });
    } else if (ownMatch) {
      kept.push(route);
    }
  }
  return kept;
}

/**
 * The route table cut by a path's first segment, for `useRoutes`: React Router flattens and ranks the whole
 * table it is given at every render, while a path can only match the routes of its own first segment and
 * those that match any (the catch-all). The cut tables keep the routes' order and the very route objects,
 * so every path matches the same route as in the whole table (router.test.tsx checks each); one table per
 * segment the table knows, one for every other segment, made once.
 */
export function tablesByFirstSegment(table: RouteObject[]): (pathname: string) => RouteObject[] {
  const known = new Set<string>();
  const collect = (list: RouteObject[], parentPath: string) => {
    for (const route of list) {
      const fullPath = joinRoutePath(parentPath, route.path);
      if (route.index || route.path !== undefined) {
        const segment = routeSegment(fullPath);
        if (segment !== ANY) known.add(segment);
      }
      if (route.children) collect(route.children, fullPath);
    }
  };
  collect(table, '');
  const tables = new Map<string | typeof ANY, RouteObject[]>();
  return (pathname) => {
    const segment = firstSegment(pathname);
    const key = known.has(segment) ? segment : ANY;
    let cut = tables.get(key);
    if (!cut) {
      cut = pruneTable(table, (routeKey) => routeKey === ANY || routeKey === key);
      tables.set(key, cut);
    }
    return cut;
  };
}

const routesFor = tablesByFirstSegment(routes);

type BoundaryProps = {
  children: ReactNode;
  /** the address shown: a new one clears the error */
  at: string;
};
type BoundaryState = { error: unknown; at: string | null };

/** A screen that failed to load or render shows RouteErrorPage instead of the whole app going blank. */
class RouteErrorBoundary extends ReactComponent<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, at: null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('unknown') };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> {
    // the reader moved on (a link, the back button): try the new page
    if (state.error && state.at !== null && state.at !== props.at) return { error: null, at: props.at };
    return { at: props.at };
  }

  // a screen whose code did not arrive (a new release replaced it) also opens the global error overlay,
  // whose reload button fetches the new release
  override componentDidCatch(error: unknown) {
    reportChunkLoadError(error);
  }

  override render() {
    return this.state.error ? <RouteErrorPage error={this.state.error} /> : this.props.children;
  }
}

/**
 * The route table as a component (React Router's declarative mode: no data-router code in the first
 * load), inside the error boundary. The browser puts it in a BrowserRouter, the server in a StaticRouter.
 */
export function AppRoutes() {
  const location = useLocation();
  const element = useRoutes(routesFor(location.pathname));
  return (
    <>
      <RouteErrorBoundary at={location.pathname}>{element}</RouteErrorBoundary>
      {/* outside the boundary: a screen whose code failed to load opens the error overlay */}
      <LoadingOverlay />
      <ErrorOverlay />
    </>
  );
}
