import { type AnchorHTMLAttributes, type MouseEvent, useContext } from 'react';
import { UNSAFE_NavigationContext as NavigationContext } from 'react-router-dom';

interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** An address of this site, from its root (`/provider/6`, `/search?q=dj`, `/agb#widerruf`). */
  to: string;
  replace?: boolean;
}

function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
}

/**
 * A link inside the storefront, navigated by the router. React Router's own `Link` resolves
 * relative addresses, watches the location and sets up prefetching in every instance: about a fifth
 * of a server-rendered page's time went into the page's dozen links. Every address here is already
 * absolute, so a plain anchor with a click handler does the same job. It navigates through the
 * router's navigator (what `useNavigate` calls in the end): one context read instead of the five hooks
 * of `useNavigate`, which resolve relative addresses that never occur here. No `forwardRef`: no
 * link here needs its anchor.
 */
function BrowserLink({ to, replace, onClick, target, ...rest }: LinkProps) {
  const { navigator } = useContext(NavigationContext);
  return (
    <a
      {...rest}
      href={to}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        // New tab, download or another window: the browser's own handling.
        if (event.defaultPrevented || !isPlainLeftClick(event) || (target && target !== '_self')) return;
        event.preventDefault();
        // Like React Router's link: the address already shown is replaced, not stacked.
        const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
        if (replace ?? here === to) void navigator.replace(to);
        else void navigator.push(to);
      }}
    />
  );
}

/**
 * The same anchor as rendered on the server (src/entry-server.tsx), where nothing is clicked: no
 * context read and no handler per link (a dozen links were a tenth of a page's render there). The
 * markup is the same, so the browser's `BrowserLink` takes it over.
 */
function ServerLink({ to, replace: _replace, onClick: _onClick, ...rest }: LinkProps) {
  return <a {...rest} href={to} />;
}

export const Link = typeof window === 'undefined' ? ServerLink : BrowserLink;
