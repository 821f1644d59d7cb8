import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import {
  MemoryRouter,
  NavLink,
  Link as RouterLink,
  StaticRouter,
  useLocation,
  useNavigationType,
} from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AppLink, AppNavLink, isActivePath, LinkNavigationProvider } from './AppLink';

const where = { path: '', type: '', state: null as unknown };
function Probe() {
  const location = useLocation();
  where.path = location.pathname + location.search + location.hash;
  where.type = useNavigationType();
  where.state = location.state;
  return null;
}

function renderIn(ui: ReactNode, { at = '/start', provider = true } = {}) {
  return render(
    <MemoryRouter initialEntries={[at]}>
      <Probe />
      {provider ? <LinkNavigationProvider>{ui}</LinkNavigationProvider> : ui}
    </MemoryRouter>,
  );
}

const serverMarkup = (ui: ReactNode, at = '/news-reports') =>
  renderToStaticMarkup(
    <StaticRouter location={at}>
      <LinkNavigationProvider>{ui}</LinkNavigationProvider>
    </StaticRouter>,
  );

const PATHS = [
  '/',
  '/report/12',
  '/news-subject-page/5',
  '/media?outlet=3',
  '/#scores',
  '/news-reports/',
  '/facuality-list',
  // not drawn by AppLink itself (Link writes them normalised): must come out as Link writes them
  '//example.com/x',
  '/a//b',
  '/a/./b/../c',
  '/a?',
  'relative/path',
  'https://example.com/',
];

describe('AppLink markup', () => {
  it.each(PATHS)('is the markup of React Router Link for %s', (to) => {
    const props = { className: 'c', tabIndex: -1, 'aria-hidden': true, 'aria-label': 'l' } as const;
    expect(
      serverMarkup(
        <AppLink to={to} {...props}>
          t
        </AppLink>,
      ),
    ).toBe(
      serverMarkup(
        <RouterLink to={to} {...props}>
          t
        </RouterLink>,
      ),
    );
  });

  it('is the markup of NavLink, active or not, with or without `end`', () => {
    const cls = ({ isActive }: { isActive: boolean }) => (isActive ? 'item on' : 'item');
    for (const at of [
      '/',
      '/news-reports',
      '/News-Reports/',
      '/news-reports/x',
      '/news-reportsx',
      '/media',
    ]) {
      for (const [to, end] of [
        ['/', true],
        ['/news-reports', false],
        ['/news-reports/', false],
        ['/media', true],
      ] as const) {
        expect(
          serverMarkup(
            <AppNavLink to={to} end={end} className={cls}>
              t
            </AppNavLink>,
            at,
          ),
          `${to} at ${at}`,
        ).toBe(
          serverMarkup(
            <NavLink to={to} end={end} className={cls}>
              t
            </NavLink>,
            at,
          ),
        );
      }
    }
  });

  it('isActivePath follows NavLink on query strings and hashes', () => {
    expect(isActivePath('/media', '/media?outlet=3', true)).toBe(true);
    expect(isActivePath('/', '/#scores', true)).toBe(true);
    expect(isActivePath('/media/x', '/media', true)).toBe(false);
    expect(isActivePath('/media/x', '/media', false)).toBe(true);
  });
});

describe('AppLink clicks', () => {
  it('follows a plain left click in the app (a push, with its state)', () => {
    renderIn(
      <AppLink to="/report/7?x=1" state={{ from: 'card' }}>
        گزارش
      </AppLink>,
    );
    const link = screen.getByText('گزارش');
    expect(link.getAttribute('href')).toBe('/report/7?x=1');
    // fireEvent returns false when the default (the browser's page load) was prevented
    expect(fireEvent.click(link, { button: 0 })).toBe(false);
    expect(where.path).toBe('/report/7?x=1');
    expect(where.type).toBe('PUSH');
    expect(where.state).toEqual({ from: 'card' });
  });

  it('replaces the entry for a link to the page it is on, or when asked to', () => {
    renderIn(
      <>
        <AppLink to="/start">here</AppLink>
        <AppLink to="/other" replace>
          there
        </AppLink>
      </>,
    );
    fireEvent.click(screen.getByText('here'));
    expect(where.type).toBe('REPLACE');
    expect(where.path).toBe('/start');
    fireEvent.click(screen.getByText('there'));
    expect(where.type).toBe('REPLACE');
    expect(where.path).toBe('/other');
  });

  it.each([
    ['ctrl', { ctrlKey: true }],
    ['meta', { metaKey: true }],
    ['shift', { shiftKey: true }],
    ['alt', { altKey: true }],
    ['middle button', { button: 1 }],
  ])('leaves a %s click to the browser', (_name, init) => {
    renderIn(<AppLink to="/report/7">گزارش</AppLink>);
    expect(fireEvent.click(screen.getByText('گزارش'), init)).toBe(true);
    expect(where.path).toBe('/start');
  });

  it('leaves a link with a target to the browser', () => {
    renderIn(
      <AppLink to="/report/7" target="_blank" rel="noopener">
        گزارش
      </AppLink>,
    );
    const link = screen.getByText('گزارش');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(fireEvent.click(link)).toBe(true);
    expect(where.path).toBe('/start');
  });

  it("calls the caller's onClick first, and does not navigate when it prevented the default", () => {
    const seen = vi.fn();
    renderIn(
      <>
        <AppLink to="/a" onClick={seen}>
          a
        </AppLink>
        <AppLink to="/b" onClick={(event) => event.preventDefault()}>
          b
        </AppLink>
      </>,
    );
    fireEvent.click(screen.getByText('a'));
    expect(seen).toHaveBeenCalledTimes(1);
    expect(where.path).toBe('/a');
    fireEvent.click(screen.getByText('b'));
    expect(where.path).toBe('/a');
  });

  it('leaves a reloadDocument link to the browser (a full page load)', () => {
    renderIn(
      <AppLink to="/" reloadDocument>
        home
      </AppLink>,
    );
    expect(fireEvent.click(screen.getByText('home'))).toBe(true);
    expect(where.path).toBe('/start');
  });

  it('navigates without the provider too (React Router Link)', () => {
    renderIn(<AppLink to="/report/9">گزارش</AppLink>, { provider: false });
    expect(fireEvent.click(screen.getByText('گزارش'))).toBe(false);
    expect(where.path).toBe('/report/9');
  });

  it('AppNavLink marks its page and follows a click', () => {
    renderIn(
      <>
        <AppNavLink to="/start" className={({ isActive }) => (isActive ? 'on' : 'off')}>
          start
        </AppNavLink>
        <AppNavLink to="/media" className={({ isActive }) => (isActive ? 'on' : 'off')}>
          media
        </AppNavLink>
      </>,
    );
    expect(screen.getByText('start').getAttribute('aria-current')).toBe('page');
    expect(screen.getByText('media').hasAttribute('aria-current')).toBe(false);
    fireEvent.click(screen.getByText('media'));
    expect(where.path).toBe('/media');
    expect(screen.getByText('media').getAttribute('aria-current')).toBe('page');
    expect(screen.getByText('media').className).toBe('on');
    expect(screen.getByText('start').className).toBe('off');
  });
});
