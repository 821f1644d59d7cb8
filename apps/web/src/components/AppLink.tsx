import {
  type ComponentProps,
  createContext,
  type MouseEvent,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useRef,
} from 'react';
import { createPath, resolvePath, Link as RouterLink, useLocation, useNavigate } from 'react-router';

/** What following a link does: React Router's navigate with the options its Link would give it. */
export type FollowLink = (to: string, options: { replace?: boolean; state?: unknown }) => void;

const LinkNavigation = createContext<FollowLink | null>(null);

/**
 * Gives every AppLink below it the router's navigate, once for the whole app (App puts it around the
 * routes), so a link itself reads one context instead of React Router Link's dozen hooks. It must be
 * inside a router.
 */
export function LinkNavigationProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const location = useLocation();
  const latest = useRef({ navigate, location });
  useEffect(() => {
    latest.current = { navigate, location };
  }, [navigate, location]);
  const follow = useCallback<FollowLink>((to, { replace, state }) => {
    const { navigate, location } = latest.current;
    // as Link does: a link to the very page the reader is on replaces the history entry, not adds one
    const same = replace ?? createPath(location) === createPath(resolvePath(to));
    void navigate(to, { replace: same, state });
  }, []);
  return <LinkNavigation.Provider value={follow}>{children}</LinkNavigation.Provider>;
}

export type AppLinkProps = Omit<ComponentProps<'a'>, 'href'> & {
  /** where it goes: an absolute path of the app ('/report/5', '/media/3') */
  to: string;
  replace?: boolean;
  /** the navigation state the page it opens reads (useLocation().state) */
  state?: unknown;
  /** a full page load instead of the router's navigation */
  reloadDocument?: boolean;
};

/**
 * What React Router would write differently from the path itself: doubled or back slashes, '.' and '..'
 * segments, an empty query or hash. Such a `to` (none in the app) is left to its Link.
 */
const UNUSUAL = /\/\/|\\|\/\.|\?#|[?#]$/;

/** An absolute path of the app ('/…', not '//…', another site) that Link would write as it is. */
const isAppPath = (to: string) => to.charCodeAt(0) === 47 && !UNUSUAL.test(to);

/** A plain click: the main button, no modifier key, the link's own tab (React Router's rule). */
export const isPlainClick = (event: MouseEvent, target: string | undefined) =>
  event.button === 0 &&
  (!target || target === '_self') &&
  !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey);

/**
 * A link to a page of the app, drawn exactly as React Router's `<Link>` draws it (the same `<a>`, `href`
 * and attributes) and followed the same way on a plain click, but with a single context read: pages show
 * dozens of links and Link's hooks were a good part of a server render. Any other click (a new tab, a
 * modifier key, the middle button) is left to the browser, as Link leaves it.
 * A `to` that is not an absolute path, or a link outside LinkNavigationProvider, is React Router's Link.
 */
export function AppLink({ to, replace, state, reloadDocument, onClick, target, ...rest }: AppLinkProps) {
  const follow = useContext(LinkNavigation);
  if (follow === null || !isAppPath(to)) {
    return (
      <RouterLink
        to={to}
        replace={replace}
        state={state}
        reloadDocument={reloadDocument}
        onClick={onClick}
        target={target}
        {...rest}
      />
    );
  }
  const handleClick = reloadDocument
    ? onClick
    : (event: MouseEvent<HTMLAnchorElement>) => {
        onClick?.(event);
        if (!event.defaultPrevented && isPlainClick(event, target)) {
          event.preventDefault();
          follow(to, { replace, state });
        }
      };
  // the attributes in Link's order, `data-discover` included, so the markup is Link's to the byte
  return <a {...rest} href={to} onClick={handleClick} target={target} data-discover="true" />;
}

type AppNavLinkProps = Omit<AppLinkProps, 'className' | 'aria-current'> & {
  /** active for this path only, not for the paths under it */
  end?: boolean;
  className: (state: { isActive: boolean }) => string | undefined;
};

/**
 * Whether `to` is the page at `pathname` (or, unless `end`, a page under it): React Router NavLink's
 * rule, case-insensitive.
 */
export function isActivePath(pathname: string, to: string, end: boolean): boolean {
  let cut = to.length;
  const query = to.indexOf('?');
  const hash = to.indexOf('#');
  if (query >= 0) cut = query;
  if (hash >= 0 && hash < cut) cut = hash;
  const toPathname = to.slice(0, cut).toLowerCase();
  const here = pathname.toLowerCase();
  const endSlash = toPathname !== '/' && toPathname.endsWith('/') ? toPathname.length - 1 : toPathname.length;
  return here === toPathname || (!end && here.startsWith(toPathname) && here.charAt(endSlash) === '/');
}

/** React Router's `<NavLink>` as an AppLink: `aria-current="page"` and the active class on its page. */
export function AppNavLink({ to, end = false, className, ...rest }: AppNavLinkProps) {
  const isActive = isActivePath(useLocation().pathname, to, end);
  return (
    <AppLink
      {...rest}
      aria-current={isActive ? 'page' : undefined}
      className={className({ isActive })}
      to={to}
    />
  );
}
