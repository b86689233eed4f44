import { HYDRATION_DATA_ID } from '@event-kompass/shared-types';
import { escapeHtml } from '../../common/text/html';

/** What a crawler or link preview reads of a page before any JavaScript runs. */
export interface PageHead {
  title: string;
  description?: string;
  /** Absolute address without tracking parameters. */
  canonical?: string;
  /** `noindex` for account and admin pages. */
  robots?: string;
  /** Absolute address of the preview image. */
  image?: string;
  /** JSON-LD objects, each written as its own script block. */
  structuredData?: readonly object[];
}

export const SITE_NAME = 'Event-Kompass';

/**
 * JSON inside `<script>` ends at the first `</`; a description holding `</script>` must not end
 * it. U+2028/2029 are escaped for old parsers that treat them as line ends.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(SCRIPT_UNSAFE, (found) => SCRIPT_ESCAPES[found]);
}

const SCRIPT_UNSAFE = /<\/|<!--|\u2028|\u2029/g;
const SCRIPT_ESCAPES: Record<string, string> = {
  '</': '<\\/',
  '<!--': '\\u003c!--',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/** At most `max` characters, cut at a word boundary with an ellipsis; whitespace folded. */
export function shorten(text: string, max = 155): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.–-]+$/, '')}…`;
}

function meta(attribute: 'name' | 'property', key: string, content: string): string {
  return `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
}

function headTags(head: PageHead): string {
  const tags = [`<title>${escapeHtml(head.title)}</title>`];
  if (head.description) tags.push(meta('name', 'description', head.description));
  if (head.robots) tags.push(meta('name', 'robots', head.robots));
  if (head.canonical) {
    tags.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}" />`);
    tags.push(
      meta('property', 'og:title', head.title),
      meta('property', 'og:type', 'website'),
      meta('property', 'og:url', head.canonical),
      meta('property', 'og:site_name', SITE_NAME),
      meta('property', 'og:locale', 'de_DE'),
    );
    if (head.description) tags.push(meta('property', 'og:description', head.description));
    if (head.image) tags.push(meta('property', 'og:image', head.image));
    tags.push(
      meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
      meta('name', 'twitter:title', head.title),
    );
    if (head.description) tags.push(meta('name', 'twitter:description', head.description));
    if (head.image) tags.push(meta('name', 'twitter:image', head.image));
  }
  for (const data of head.structuredData ?? []) {
    tags.push(`<script type="application/ld+json">${jsonForScript(data)}</script>`);
  }
  return tags.join('\n    ');
}

/** A page's head tags, its content inside the app's root element, and what goes before `</body>`. */
export type ShellRenderer = (head: PageHead, rootContent?: string, bodyEnd?: string) => string;

/**
 * The storefront's index.html, prepared once per build for its pages: the page's head (the template's
 * own title and description are dropped, not duplicated), optionally content inside the app's root
 * element (the server-rendered page, which React then hydrates; or a plain message that it replaces)
 * and something before `</body>` (the data the page was rendered from). The template is cut at those
 * places here, so a page is a few string joins (four searches over the template per page were about
 * 5 % of an uncached page).
 */
export function compileShell(template: string): ShellRenderer {
  const html = template
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s+name=["']description["'][^>]*>\s*/i, '');
  const headEnd = /<\/head>/i.exec(html);
  const doctype = /^<!doctype html>/i.exec(html);
  const headAt = headEnd ? headEnd.index : doctype ? doctype[0].length : 0;
  const rootOpen = html.indexOf('<div id="root">', headAt);
  const rootAt = rootOpen < 0 ? -1 : rootOpen + '<div id="root">'.length;
  const bodyEnd = /<\/body>/i.exec(html.slice(Math.max(headAt, rootAt)));
  const bodyAt = bodyEnd ? Math.max(headAt, rootAt) + bodyEnd.index : -1;
  const beforeHead = html.slice(0, headAt);
  const afterHead = html.slice(headAt, rootAt >= 0 ? rootAt : bodyAt >= 0 ? bodyAt : html.length);
  const beforeBodyEnd = rootAt >= 0 ? html.slice(rootAt, bodyAt >= 0 ? bodyAt : html.length) : '';
  const rest = bodyAt >= 0 ? html.slice(bodyAt) : '';
  return (head, rootContent = '', end = '') => {
    const tags = headTags(head);
    return (
      beforeHead +
      (headEnd ? `  ${tags}\n  ` : tags) +
      afterHead +
      (rootAt >= 0 ? rootContent + beforeBodyEnd : '') +
      (end && bodyAt >= 0 ? `${end}\n  ` : '') +
      rest
    );
  };
}

/** The loaders' data as a data block: not executed, so the CSP's script rules do not apply. */
export function hydrationDataScript(data: unknown): string {
  return `<script type="application/json" id="${HYDRATION_DATA_ID}">${jsonForScript(data)}</script>`;
}
