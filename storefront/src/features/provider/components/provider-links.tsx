import type { PublicProvider } from '@event-kompass/shared-types';
import { GlobeIcon, InstagramIcon } from '@/components/ui/icons';

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
  const website = safeUrl(provider.website_url);
  const instagram = safeUrl(provider.instagram_url);
  if (!website && !instagram) return null;
  return (
    <div className="row">
      {website ? (
        <a className="icon-link" href={website} target="_blank" rel="noopener noreferrer">
          <GlobeIcon /> Website
          <span className="sr-only"> von {provider.firmenname} (öffnet in neuem Tab)</span>
        </a>
      ) : null}
      {instagram ? (
        <a className="icon-link" href={instagram} target="_blank" rel="noopener noreferrer">
          <InstagramIcon /> Instagram
          <span className="sr-only"> von {provider.firmenname} (öffnet in neuem Tab)</span>
        </a>
      ) : null}
    </div>
  );
}
