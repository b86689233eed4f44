import type { ReactNode } from 'react';
import { Link } from '@/components/ui/link';
import type { PublicProvider } from '@event-kompass/shared-types';
import { photoSrcSet } from '@/features/provider/components/photo-src-set';
import { ProviderFacts } from '@/features/provider/components/provider-facts';
import { ProviderLinks } from '@/features/provider/components/provider-links';
import { RatingSummary } from '@/features/provider/components/rating-summary';

interface ProviderCardProps {
  provider: PublicProvider;
  /** e.g. the category names of a search hit */
  meta?: ReactNode;
  actions?: ReactNode;
}

export function ProviderCard({ provider, meta, actions }: ProviderCardProps) {
  const cover = provider.fotos?.[0];
  return (
    <article className={`card stack${cover ? ' provider-card--photo' : ''}`}>
      {cover ? (
        <img
          className="provider-card__photo"
          src={cover.url_klein}
          srcSet={photoSrcSet(cover)}
          sizes="(min-width: 720px) 16rem, 100vw"
          alt={cover.alt || provider.firmenname}
          width={480}
          height={Math.round((480 * cover.hoehe) / cover.breite)}
          loading="lazy"
          decoding="async"
        />
      ) : null}
      <div className="provider-card__header">
        <h2>
          <Link to={`/provider/${provider.id}`}>{provider.firmenname}</Link>
        </h2>
        <RatingSummary average={provider.average_rating} count={provider.review_count} />
      </div>
      {meta}
      <ProviderFacts provider={provider} />
      <p>{provider.beschreibung}</p>
      <ProviderLinks provider={provider} />
      {actions ? <div className="row">{actions}</div> : null}
    </article>
  );
}
