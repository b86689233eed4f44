import { pagePath, renewalPath, STOREFRONT_PAGES } from '@event-kompass/shared-types';
import type { MailContext } from './render';

/**
 * The addresses mails link to, built from the storefront's page list (STOREFRONT_PAGES in
 * shared-types), so a link cannot point at a page the router does not have.
 */

/** What a link needs: the site's address (config.publicUrl has it too). */
export type SiteContext = Pick<MailContext, 'publicUrl'>;

function siteUrl(context: SiteContext, path: string, token?: string): string {
  return `${context.publicUrl}${path}${token === undefined ? '' : `?token=${encodeURIComponent(token)}`}`;
}

/** The page where a provider renews a listing (reminder mails, the workspace, the console). */
export function renewalUrl(context: SiteContext, providerId: number): string {
  return siteUrl(context, renewalPath(providerId));
}

export function providerUrl(context: SiteContext, providerId: number): string {
  return siteUrl(context, pagePath('provider', { providerId }));
}

/** The storefront page a person opens from the mail: it confirms, a GET alone changes nothing. */
export function unsubscribePageUrl(context: SiteContext, token: string): string {
  return siteUrl(context, pagePath('unsubscribeReminders'), token);
}

/** Where a mail client's one-click unsubscribe POSTs (RFC 8058); a GET redirects to the page. */
export function oneClickUnsubscribeUrl(context: SiteContext, token: string): string {
  return siteUrl(context, '/api/reminders/unsubscribe', token);
}

/** Where a provider answers inquiries and edits the listing. */
export function workspaceUrl(context: SiteContext): string {
  return siteUrl(context, pagePath('profileListing'));
}

/** Where a customer reads the answers to their inquiries. */
export function ownInquiriesUrl(context: SiteContext): string {
  return siteUrl(context, pagePath('profile'));
}

/** The storefront page that opens a password or account-setup link. */
export function setPasswordUrl(context: SiteContext, token: string): string {
  return siteUrl(context, pagePath('setPassword'), token);
}

/** The storefront page that confirms an address from a mail's link. */
export function confirmEmailUrl(context: SiteContext, token: string): string {
  return siteUrl(context, pagePath('confirmEmail'), token);
}

/** The admin console (`/admin`), or one of its tabs. */
export function adminUrl(context: SiteContext, tab?: string): string {
  const base = STOREFRONT_PAGES.admin.replace(/\/\*$/, '');
  return siteUrl(context, tab === undefined ? base : `${base}/${tab}`);
}
