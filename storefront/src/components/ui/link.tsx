import { type AnchorHTMLAttributes, forwardRef, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';

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
 * absolute, so a plain anchor with a click handler does the same job.
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, replace, onClick, target, ...rest },
  ref,
) {
  const navigate = useNavigate();
  return (
    <a
      {...rest}
      ref={ref}
      href={to}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        // New tab, download or another window: the browser's own handling.
        if (event.defaultPrevented || !isPlainLeftClick(event) || (target && target !== '_self')) return;
        event.preventDefault();
        // Like React Router's link: the address already shown is replaced, not stacked.
        const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
        void navigate(to, { replace: replace ?? here === to });
      }}
    />
  );
});
