import type { PublicProvider } from '@event-kompass/shared-types';
import { Icon, type IconName } from '@/components/ui/icons';

/** Only http(s) addresses become links. */
function safeUrl(url: string | null): string | null {
  if (!url) return null;
  const withScheme = /^https?:\/\//i.test(url) ? url : `https://${url}`;
  try {
    const parsed = new URL(withScheme);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null;
  } catch {
    return null;
  }
}

export function ProviderLinks({ provider }: { provider: PublicProvider }) {
  const links: Array<{ icon: IconName; label: string; href: string | null }> = [
    { icon: 'globe', label: 'Website', href: safeUrl(provider.website_url) },
    { icon: 'instagram', label: 'Instagram', href: safeUrl(provider.instagram_url) },
  ];
  const shown = links.filter((link) => link.href);
  if (shown.length === 0) return null;
  return (
    <div className="row">
      {shown.map(({ icon, label, href }) => (
        <a
          key={icon}
          className="icon-link"
          href={href ?? undefined}
          target="_blank"
          rel="noopener noreferrer"
        >
          <Icon name={icon} /> {label}
          <span className="sr-only"> von {provider.firmenname} (öffnet in neuem Tab)</span>
        </a>
      ))}
    </div>
  );
}
