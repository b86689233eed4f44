import { matchesPage, routePath } from './pages';

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
});
