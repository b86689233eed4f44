/**
 * Crawlers, link previews, monitors and scripts name themselves in the user agent; a request
 * without one is no browser either. The server renderer's in-process requests (light-my-request)
 * are the page's own, already counted as the page.
 */
const NOT_A_VISITOR =
  /bot|crawl|spider|slurp|archiver|facebookexternalhit|embedly|preview|monitor|pingdom|uptime|lighthouse|headless|curl|wget|httpie|python-requests|python-urllib|go-http-client|java\/|okhttp|axios|node-fetch|undici|lightmyrequest|autocannon|^node$/i;

export function isVisitor(userAgent: string | undefined): boolean {
  return Boolean(userAgent?.trim()) && !NOT_A_VISITOR.test(userAgent ?? '');
}
