import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, matchRoutes, type RouteObject, useLocation, useNavigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../lib/auth/session-store';
import { createQueryClient } from '../lib/query-client';
import { accessToken, clearAllCookies, jsonResponse, setCookie } from '../test/tokens';
import { App } from './App';
import { CHUNK_FAILED_MESSAGE } from './chunk-errors';

// The accounts and users screens belong to their features; here they only prove which one is shown.
vi.mock('../features/accounts/pages/LoginPage', () => ({ default: () => <h1>صفحه ورود</h1> }));
vi.mock('../features/users/pages/ManageUsersPage', () => ({ default: () => <h1>مدیریت کاربران</h1> }));
vi.mock('../features/accounts/components/NameGate', () => ({ default: () => null }));
// a screen that breaks while drawing (e.g. a release replaced its code)
vi.mock('../features/outlets/pages/OutletsDirectoryPage', () => ({
  default: () => {
    throw new Error('screen failed');
  },
}));

// a screen whose code did not arrive: the browser's words for a dynamic import that failed to fetch
vi.mock('../features/trust/pages/AboutPage', () => ({
  default: () => {
    throw new TypeError('Failed to fetch dynamically imported module: /assets/AboutPage-old.js');
  },
}));

function signInAs(role: 1 | 2 | 3 | 4 | 5 | null) {
  clearAllCookies();
  if (role !== null) setCookie('accessToken', accessToken({ role, full_name: 'کاربر آزمایشی' }));
  session.hydrate();
}

const at = { pathname: '' };
const nav = { go: (_to: string) => {} };
function LocationProbe() {
  at.pathname = useLocation().pathname;
  const navigate = useNavigate();
  nav.go = (to) => {
    void navigate(to);
  };
  return null;
}

/** The app at a path, as the browser runs it; `state.location` tells where it is now. */
function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <LocationProbe />
      <App queryClient={createQueryClient()} />
    </MemoryRouter>,
  );
  return {
    get state() {
      return { location: { pathname: at.pathname } };
    },
  };
}

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => jsonResponse({ status: 204 })),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearAllCookies();
  session.hydrate();
});

describe('route guards', () => {
  it('sends a guest on a signed-in-only route to /login', async () => {
    signInAs(null);
    const router = renderAt('/manage-users');
    expect(await screen.findByRole('heading', { name: 'صفحه ورود' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it.each(['/profile', '/add-report', '/manage-media'])('sends a guest on %s to /login', async (path) => {
    signInAs(null);
    const router = renderAt(path);
    await screen.findByRole('heading', { name: 'صفحه ورود' });
    expect(router.state.location.pathname).toBe('/login');
  });

  it('shows role 1 the no-permission page on /manage-users, not the screen', async () => {
    signInAs(1);
    const router = renderAt('/manage-users');
    expect(
      await screen.findByRole('heading', { name: 'شما مجوز دسترسی به این بخش را ندارید.' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'مدیریت کاربران' })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/manage-users');
  });

  it('keeps roles 4 and 5 out of the manager screens but lets them write reviews', async () => {
    signInAs(4);
    renderAt('/manage-categories');
    expect(
      await screen.findByRole('heading', { name: 'شما مجوز دسترسی به این بخش را ندارید.' }),
    ).toBeInTheDocument();
  });

  it.each([
    { role: 2, path: '/manage-users', heading: 'مدیریت کاربران' },
    { role: 5, path: '/add-report', heading: 'بررسی جدید' },
    // /edit-subject/:id in edit mode
    { role: 3, path: '/edit-subject/12', heading: 'ویرایش موضوع' },
  ] as const)('lets role $role open $path', async ({ role, path, heading }) => {
    signInAs(role);
    renderAt(path);
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
  });
});

describe('role-dependent routes', () => {
  it.each([
    { what: 'the public ask form', path: '/ask-me', who: 'guests', role: null, heading: 'از من بپرس' },
    { what: 'the requests list', path: '/ask-me', who: 'role 3', role: 3, heading: 'گزارش‌های کاربران' },
    {
      what: 'the management reviews view',
      path: '/news-reports',
      who: 'role 4',
      role: 4,
      heading: 'بررسی‌ها',
    },
    {
      what: 'the public review list',
      path: '/news-reports',
      who: 'role 1',
      role: 1,
      heading: 'گزارش بررسی‌ها',
    },
  ] as const)('shows $what on $path to $who', async ({ role, path, heading }) => {
    signInAs(role);
    renderAt(path);
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
  });
});

describe('a screen that fails', () => {
  it('shows the error page with a reload button instead of a blank app', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    signInAs(null);
    renderAt('/media');
    expect(await screen.findByRole('heading', { name: 'خطایی رخ داد' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'بارگذاری دوباره' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'بازگشت به صفحه اصلی' })).toHaveAttribute('href', '/');
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });
});

describe('a screen whose code does not arrive', () => {
  it('opens the global error overlay, with its reload button, over the error page', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    signInAs(null);
    renderAt('/about');
    const overlay = await screen.findByRole('alertdialog');
    expect(overlay).toHaveTextContent(CHUNK_FAILED_MESSAGE);
    expect(within(overlay).getByRole('button', { name: 'بارگذاری دوباره' })).toBeInTheDocument();
    fireEvent.click(within(overlay).getByRole('button', { name: 'بستن' }));
    logged.mockRestore();
  });
});

describe('not found', () => {
  it('shows a large 404, the message and a link home', async () => {
    signInAs(null);
    renderAt('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'صفحه مورد نظر یافت نشد' })).toBeInTheDocument();
    expect(screen.getByText('۴۰۴')).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'بازگشت به صفحه اصلی' })).toHaveAttribute('href', '/');
  });
});

describe('main layout', () => {
  it('offers login and sign-up to a guest, with the guest menu and the right column', async () => {
    signInAs(null);
    renderAt('/');
    await screen.findByRole('heading', { name: 'راستی', level: 1 });
    expect(screen.getByRole('link', { name: 'ورود' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'ثبت نام' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: 'خروج' })).not.toBeInTheDocument();
    const nav = screen.getAllByRole('navigation', { name: 'منوی اصلی' })[0]!;
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['خانه', 'موضوعات روز', 'گزارش بررسی‌ها', 'از من بپرس', 'اعضای هیئت علمی']);
    expect(within(nav).getByRole('link', { name: 'خانه' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('complementary', { name: 'ستون کناری' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'جستجو در موضوعات و بررسی‌ها' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'پرش به محتوای اصلی' })).toHaveAttribute('href', '#main-content');
  });

  it('gives role 2 its menu, no right column, and a logout that ends the session', async () => {
    signInAs(2);
    const router = renderAt('/facuality-list');
    await screen.findByRole('heading', { name: 'اعضای هیئت علمی', level: 1 });
    const nav = screen.getAllByRole('navigation', { name: 'منوی اصلی' })[0]!;
    expect(within(nav).getByRole('link', { name: 'مدیریت کاربران' })).toHaveAttribute(
      'href',
      '/manage-users',
    );
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'ورود' })).not.toBeInTheDocument();

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'خروج' }));
    });

    expect(vi.mocked(fetch)).toHaveBeenCalledWith(
      '/api/token/logout/',
      expect.objectContaining({ method: 'POST' }),
    );
    expect(session.getState().user).toBeNull();
    expect(router.state.location.pathname).toBe('/');
    expect(await screen.findByRole('link', { name: 'ورود' })).toBeInTheDocument();
  });

  it.each(['/profile', '/edit-profile'])('ends a logout from %s on /, not /login', async (path) => {
    signInAs(1);
    const router = renderAt(path);
    const logout = await screen.findByRole('button', { name: 'خروج' });
    await act(async () => {
      fireEvent.click(logout);
    });
    expect(await screen.findByRole('link', { name: 'ورود' })).toBeInTheDocument();
    expect(session.getState().user).toBeNull();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.queryByRole('heading', { name: 'صفحه ورود' })).not.toBeInTheDocument();
  });

  it('asks for a sign-in again when a guarded page is opened later, after the logout', async () => {
    signInAs(1);
    const router = renderAt('/profile');
    await act(async () => {
      fireEvent.click(await screen.findByRole('button', { name: 'خروج' }));
    });
    await screen.findByRole('link', { name: 'ورود' });
    expect(router.state.location.pathname).toBe('/');
    await act(async () => {
      nav.go('/profile');
    });
    expect(await screen.findByRole('heading', { name: 'صفحه ورود' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('still sends a guest who never signed in from /profile to /login', async () => {
    signInAs(null);
    const router = renderAt('/profile');
    await screen.findByRole('heading', { name: 'صفحه ورود' });
    expect(router.state.location.pathname).toBe('/login');
  });
});

describe('the route table', () => {
  it('lists exactly the pages the server answers 200 for (APP_ROUTES)', async () => {
    const { routes } = await import('./router');
    const { APP_ROUTES } = await import('@rasti/contract/app-routes');
    type Node = { path?: string; index?: boolean; children?: Node[] };
    const paths = (nodes: Node[]): string[] =>
      nodes.flatMap((n) => [
        ...(n.index ? ['/'] : n.path ? [n.path] : []),
        ...(n.children ? paths(n.children) : []),
      ]);
    // the catch-all and the development-only mock page are no addresses of a production build
    const table = paths(routes as Node[]).filter((p) => p !== '*' && p !== '/topic-detail-mock');
    expect([...table].sort()).toEqual([...APP_ROUTES].sort());
  });

  it('is cut by the first segment without changing what any path matches', async () => {
    const { routes, tablesByFirstSegment } = await import('./router');
    const routesFor = tablesByFirstSegment(routes);
    const leaves = (nodes: RouteObject[]): RouteObject[] =>
      nodes.flatMap((n) => (n.children ? leaves(n.children) : [n]));
    // every route's own path with its parameters filled, in every way React Router still matches it (or not)
    const own = leaves(routes).map((r) => (r.index ? '/' : (r.path ?? '').replace(/:\w+/g, '12')));
    expect(own).toEqual(expect.arrayContaining(['/', '/report/12', '/profile', '/edit-profile', '*']));
    const escaped = (p: string) =>
      p.replace(/^\/(\w)/, (_, c: string) => `/%${c.charCodeAt(0).toString(16)}`);
    const variants = own.flatMap((p) => [
      p,
      `${p}/`,
      `${p}//`,
      p.toUpperCase(),
      `${p}/extra`,
      // an escaped letter: React Router decodes the path before matching
      escaped(p),
      // a malformed escape later in the path: React Router matches the path undecoded
      `${escaped(p)}/%E0%A4%A`,
      `/x${p}`,
    ]);
    const paths = [
      ...variants,
      '',
      '//',
      '///report/12',
      '/unknown',
      '/unknown/deeper',
      '/report',
      '/report/12/x',
      '/news-subjects%2Fx',
      '/%D8%B1%D8%A7%D8%B3%D8%AA%DB%8C',
      '/Profile/',
      '/?q=1',
    ];
    // what a match shows: the route objects (the very elements) and what they are given
    const seen = (table: RouteObject[], pathname: string) =>
      matchRoutes(table, { pathname })?.map((m) => ({
        route: m.route.children ? m.route.element : m.route,
        params: m.params,
        pathname: m.pathname,
        pathnameBase: m.pathnameBase,
      })) ?? null;
    // React Router warns of each malformed path it is given
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const pathname of paths) {
      expect(seen(routesFor(pathname), pathname), pathname).toEqual(seen(routes, pathname));
      // an address (not the bare '*' of the catch-all's own path) always matches something: the catch-all
      if (pathname.startsWith('/')) expect(seen(routes, pathname), pathname).not.toBeNull();
    }
    warn.mockRestore();
    // a handful of routes for a page, not the whole table
    expect(leaves(routesFor('/report/12')).map((r) => r.path)).toEqual(['/report/:id', '*']);
    expect(leaves(routesFor('/')).map((r) => r.index ?? r.path)).toEqual([true, '*']);
    expect(leaves(routesFor('/nowhere')).map((r) => r.path)).toEqual(['*']);
    // the same table each time, and none made for segments the table does not know
    expect(routesFor('/report/1')).toBe(routesFor('/REPORT/2/'));
    expect(routesFor('/a')).toBe(routesFor('/b'));
  });
});
