/**
 * Crawlers, link previews, monitors and scripts name themselves in the user agent; a request
 * without one is no browser either. The server renderer's in-process requests (light-my-request)
 * are the page's own, already counted as the page.
 */
const NOT_A_VISITOR =
  /bot|crawl|spider|slurp|archiver|facebookexternalhit|embedly|preview|monitor|pingdom|uptime|lighthouse|headless|curl|wget|httpie|python-requests|python-urllib|go-http-client|java\/|okhttp|axios|node-fetch|undici|lightmyrequest|autocannon|^node$/i;

/** Recent answers by user agent: a handful of browser versions make most of the traffic. */
const known = new Map<string, boolean>();
const KNOWN_MAX = 500;

export function isVisitor(userAgent: string | undefined): boolean {
  if (!userAgent) return false;
  let visitor = known.get(userAgent);
  if (visitor === undefined) {
    visitor = userAgent.trim() !== '' && !NOT_A_VISITOR.test(userAgent);
    // Made-up agents must not grow the map without end: start over when it is full.
    if (known.size >= KNOWN_MAX) known.clear();
    known.set(userAgent, visitor);
  }
  return visitor;
}
