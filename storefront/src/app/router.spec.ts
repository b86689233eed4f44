/**
 * The server answers each storefront page from STOREFRONT_PAGES (backend test server-pages): the
 * router must have exactly those pages, so no page of the router is a 404 from the server.
 */
import { STOREFRONT_PAGES } from '@event-kompass/shared-types';
import { routes } from '@/app/router';

describe('storefront router', () => {
  it('has exactly the pages of STOREFRONT_PAGES, plus the catch-all not-found page', () => {
    const children = routes[0].children ?? [];
    const paths = children.map((route) => (route.index ? '/' : `/${route.path}`));
    expect([...paths].sort()).toEqual([...Object.values(STOREFRONT_PAGES), '/*'].sort());
  });
});
