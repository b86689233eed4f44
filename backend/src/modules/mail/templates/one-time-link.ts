/**
 * Mails that carry a single-use link start their cause key with this. The link is a secret
 * until it is used: the outbox empties such a mail once it was sent (or given up), and a
 * backup never contains its body.
 */
export const ONE_TIME_LINK_CAUSE = 'account-link:';

/** What stands in the outbox instead of a mail with a single-use link. */
export const ONE_TIME_LINK_REMOVED = 'Inhalt entfernt: Die E-Mail enthielt einen Einmal-Link.';

export function isOneTimeLinkMail(causeKey: string): boolean {
  return causeKey.startsWith(ONE_TIME_LINK_CAUSE);
}
