/**
 * Parameters that campaign and social links add (`?utm_source=…`, `?fbclid=…`): they say where a
 * visitor came from and change nothing on the page.
 */
const TRACKING_PARAM =
  /^(?:utm_[a-z]+|fbclid|gclid|gbraid|wbraid|dclid|msclkid|mc_cid|mc_eid|igshid|yclid|_ga)$/i;

/**
 * A storefront page's address without tracking parameters: the key its answer is kept under and
 * the address it is rendered for. A link shared on a social network carries a new `fbclid` per
 * click, and each would otherwise be rendered anew. API addresses are left as they are (their
 * parameters are validated, and an unknown one may be refused).
 */
export function pageAddress(url: string): string {
  const query = url.indexOf('?');
  if (query < 0 || url.startsWith('/api/')) return url;
  const pairs = url.slice(query + 1).split('&');
  const kept = pairs.filter((pair) => !TRACKING_PARAM.test(pair.split('=', 1)[0]));
  if (kept.length === pairs.length) return url;
  return kept.length > 0 ? `${url.slice(0, query)}?${kept.join('&')}` : url.slice(0, query);
}
