import { FREE_LISTING_LABEL, RENEWAL_PRICE_LABEL } from './billing';
import { matchesPage, pagePath, renewalPath, routePath } from './pages';

describe('storefront pages', () => {
  it('matches a page by its segments, parameters as one segment', () => {
    expect(matchesPage('renewal', '/verlaengerung/5')).toBe(true);
    expect(matchesPage('renewal', '/verlaengerung/5/x')).toBe(false);
    expect(matchesPage('renewal', '/verlaengerung')).toBe(false);
    expect(matchesPage('unsubscribeReminders', '/erinnerungen/abbestellen')).toBe(true);
    expect(matchesPage('forgotPassword', '/passwort-vergessen')).toBe(true);
    expect(matchesPage('profile', '/profile/eintrag')).toBe(false);
  });

  it('matches a page ending in /* at its own address and below, nothing else', () => {
    expect(matchesPage('admin', '/admin')).toBe(true);
    expect(matchesPage('admin', '/admin/anbieter/3')).toBe(true);
    expect(matchesPage('admin', '/administrator')).toBe(false);
  });

  it('gives the router its paths without the leading slash', () => {
    expect(routePath('admin')).toBe('admin/*');
    expect(routePath('category')).toBe('category/:categoryId');
  });

  it('builds a page address from its parameters', () => {
    expect(renewalPath(7)).toBe('/verlaengerung/7');
    expect(matchesPage('renewal', renewalPath(7))).toBe(true);
    expect(pagePath('provider', { providerId: 'a/b' })).toBe('/provider/a%2Fb');
    expect(pagePath('setPassword')).toBe('/passwort-setzen');
  });
});

describe('listing terms', () => {
  it('says price and free period as the texts always did', () => {
    expect(RENEWAL_PRICE_LABEL).toBe('40,00 €');
    expect(FREE_LISTING_LABEL).toBe('6 Monate');
  });
});
