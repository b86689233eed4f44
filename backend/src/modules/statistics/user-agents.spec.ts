import { isVisitor } from './user-agents';

describe('isVisitor', () => {
  it('counts browsers', () => {
    expect(
      isVisitor(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
      ),
    ).toBe(true);
  });

  it('leaves out crawlers, scripts and requests without a user agent', () => {
    for (const agent of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (compatible; bingbot/2.0)',
      'facebookexternalhit/1.1',
      'curl/8.5.0',
      'lightMyRequest',
      'node',
      '',
      undefined,
    ]) {
      expect(isVisitor(agent)).toBe(false);
    }
  });
});
