import { startTransition, useContext, type MouseEvent } from 'react';
import {
  UNSAFE_DataRouterStateContext as DataRouterStateContext,
  UNSAFE_NavigationContext as NavigationContext,
  useHref,
  useLinkClickHandler,
  useLocation,
  useResolvedPath,
  type LinkProps,
  type NavLinkProps,
} from 'react-router';

/**
 * React Router's `<Link>` and `<NavLink>` for the browser build, same markup and behaviour for
 * everything the storefront and the admin console use (`to`, `replace`, `state`, `relative`,
 * `preventScrollReset`, `viewTransition`, `reloadDocument`, `target`, NavLink's active/pending
 * classes, `aria-current`, `end`, `caseSensitive` and render functions) — without the library's
 * prefetching (`prefetch`, `discover`) and route masking (`mask`), which only framework mode uses
 * and which made up about 3 kB gzip of every page's first load. See react-router-dom.ts.
 */

const ABSOLUTE_URL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

export function Link({
  onClick,
  relative,
  reloadDocument,
  replace,
  state,
  target,
  to,
  preventScrollReset,
  viewTransition,
  // Framework-mode options: accepted and ignored, as React Router does outside framework mode.
  discover: _discover,
  prefetch: _prefetch,
  mask: _mask,
  defaultShouldRevalidate,
  ...rest
}: LinkProps) {
  const { useTransitions } = useContext(NavigationContext) as { useTransitions?: boolean };
  const absolute = typeof to === 'string' && ABSOLUTE_URL.test(to);
  const href = useHref(absolute ? '.' : to, { relative });
  const handleLinkClick = useLinkClickHandler(absolute ? '.' : to, {
    replace,
    state,
    target,
    preventScrollReset,
    relative,
    viewTransition,
    defaultShouldRevalidate,
  });
  const internalOnClick = (event: MouseEvent<HTMLAnchorElement>) =>
    useTransitions ? startTransition(() => handleLinkClick(event)) : handleLinkClick(event);
  const spa = !absolute && !reloadDocument;
  return (
    <a
      {...rest}
      href={absolute ? (to as string) : href}
      onClick={
        spa
          ? (event) => {
              onClick?.(event);
              if (!event.defaultPrevented) internalOnClick(event);
            }
          : onClick
      }
      target={target}
      data-discover={absolute ? undefined : 'true'}
    />
  );
}

export function NavLink({
  'aria-current': ariaCurrentProp = 'page',
  caseSensitive = false,
  className: classNameProp = '',
  end = false,
  style: styleProp,
  to,
  viewTransition,
  children,
  ...rest
}: NavLinkProps) {
  const path = useResolvedPath(to, { relative: rest.relative });
  const location = useLocation();
  const routerState = useContext(DataRouterStateContext);
  const { basename } = useContext(NavigationContext);
  let toPathname = path.pathname;
  let locationPathname = location.pathname;
  let nextLocationPathname = routerState?.navigation.location?.pathname ?? null;
  if (!caseSensitive) {
    locationPathname = locationPathname.toLowerCase();
    nextLocationPathname = nextLocationPathname ? nextLocationPathname.toLowerCase() : null;
    toPathname = toPathname.toLowerCase();
  }
  if (nextLocationPathname && basename && basename !== '/') {
    nextLocationPathname = nextLocationPathname.toLowerCase().startsWith(basename.toLowerCase())
      ? nextLocationPathname.slice(basename.length) || '/'
      : nextLocationPathname;
  }
  const endSlashPosition =
    toPathname !== '/' && toPathname.endsWith('/') ? toPathname.length - 1 : toPathname.length;
  const isActive =
    locationPathname === toPathname ||
    (!end && locationPathname.startsWith(toPathname) && locationPathname.charAt(endSlashPosition) === '/');
  const isPending =
    nextLocationPathname !== null &&
    (nextLocationPathname === toPathname ||
      (!end &&
        nextLocationPathname.startsWith(toPathname) &&
        nextLocationPathname.charAt(toPathname.length) === '/'));
  // View transitions are not used here: a NavLink is never "transitioning".
  const renderProps = { isActive, isPending, isTransitioning: false };
  const className =
    typeof classNameProp === 'function'
      ? classNameProp(renderProps)
      : [classNameProp, isActive ? 'active' : null, isPending ? 'pending' : null].filter(Boolean).join(' ');
  return (
    <Link
      {...rest}
      aria-current={isActive ? ariaCurrentProp : undefined}
      className={className}
      style={typeof styleProp === 'function' ? styleProp(renderProps) : styleProp}
      to={to}
      viewTransition={viewTransition}
    >
      {typeof children === 'function' ? children(renderProps) : children}
    </Link>
  );
}
