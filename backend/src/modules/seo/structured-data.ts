import type { PublicProvider } from '@event-kompass/shared-types';
import type { BreadcrumbList, ItemList, LocalBusiness, WithContext } from 'schema-dts';

/** One step of a page's breadcrumb trail: its name and absolute address. */
export interface Crumb {
  name: string;
  url: string;
}

export function breadcrumbList(crumbs: readonly Crumb[]): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

/**
 * A provider as a local business. The rating is given only when there are reviews: every review
 * here is verified (written after an inquiry's event), and an empty rating is a structured-data
 * error search engines report.
 */
export function localBusiness(
  provider: PublicProvider,
  url: string,
  description: string,
  absolute: (path: string) => string,
): WithContext<LocalBusiness> {
  const business: WithContext<LocalBusiness> = {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': url,
    name: provider.firmenname,
    description,
    url,
  };
  if (provider.plz !== null || provider.ort !== null) {
    business.address = {
      '@type': 'PostalAddress',
      addressCountry: 'DE',
      ...(provider.plz !== null ? { postalCode: provider.plz } : {}),
      ...(provider.ort !== null ? { addressLocality: provider.ort } : {}),
    };
  }
  if (provider.fotos.length > 0) business.image = provider.fotos.map((foto) => absolute(foto.url));
  if (provider.website_url || provider.instagram_url) {
    business.sameAs = [provider.website_url, provider.instagram_url].filter((link): link is string => !!link);
  }
  if (provider.review_count > 0 && provider.average_rating !== null) {
    business.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: Math.round(provider.average_rating * 10) / 10,
      reviewCount: provider.review_count,
      bestRating: 5,
      worstRating: 1,
    };
  }
  return business;
}

/** A category's providers in the order the page lists them. */
export function providerList(
  name: string,
  providers: readonly PublicProvider[],
  urlOf: (provider: PublicProvider) => string,
): WithContext<ItemList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    numberOfItems: providers.length,
    itemListElement: providers.map((provider, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      url: urlOf(provider),
      name: provider.firmenname,
    })),
  };
}
