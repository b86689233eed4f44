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
 * A provider as a local business, with what its page shows everyone. No `aggregateRating`: the page
 * shows its rating to logged-in visitors only (docs/decisions.md: Bewertungen sind geprüft), and a
 * rating in structured data that the visitor (or crawler) cannot see on the page is treated as spam
 * by search engines.
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
