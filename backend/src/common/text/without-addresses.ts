/**
 * `text` with every e-mail address replaced by `<Adresse>`: for log lines, which outlive the
 * accounts they mention (a deleted account's address must not stay in the logs, GDPR Art. 17).
 * Driver and SMTP errors quote the values they refused, addresses among them.
 */
export function withoutAddresses(text: string): string {
  return text.replace(/[^\s<>"'`(),;:[\]]+@[^\s<>"'`(),;:[\]]+/g, '<Adresse>');
}
