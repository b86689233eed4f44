import type { OutgoingMail } from '../outbox.service';
import { confirmEmailUrl, setPasswordUrl } from './links';
import { ONE_TIME_LINK_CAUSE } from './one-time-link';
import { type Block, mail, type MailContext } from './render';

/** Accounts: the single-use links to choose a password and to confirm an address. */

/** What every mail with a single-use account link needs. */
interface AccountLinkData {
  /** Identifies the link (a prefix of its hash), never the token itself. */
  linkId: string;
  to: string;
  greeting: string;
  token: string;
}

/** A mail with a single-use link: its cause key marks it for emptying once sent, no reply address. */
function accountLinkMail(
  context: MailContext,
  data: AccountLinkData,
  subject: string,
  blocks: Block[],
): OutgoingMail {
  return mail(
    `${ONE_TIME_LINK_CAUSE}${data.linkId}`,
    data.to,
    null,
    subject,
    [{ kind: 'text', lines: [`Hallo ${data.greeting},`] }, ...blocks],
    context,
  );
}

export interface PasswordResetData extends AccountLinkData {
  validMinutes: number;
}

/** "Passwort vergessen": the link to choose a new password. */
export function passwordResetMail(context: MailContext, data: PasswordResetData): OutgoingMail {
  return accountLinkMail(context, data, 'Ihr neues Passwort für Event-Kompass', [
    {
      kind: 'text',
      lines: [
        'Sie haben ein neues Passwort für Ihr Konto bei Event-Kompass angefordert.',
        `Über diesen Link wählen Sie es; er ist ${data.validMinutes} Minuten gültig und funktioniert nur einmal:`,
      ],
    },
    { kind: 'link', label: 'Neues Passwort wählen', url: setPasswordUrl(context, data.token) },
    {
      kind: 'text',
      lines: [
        'Wenn Sie kein neues Passwort angefordert haben, können Sie diese E-Mail ignorieren;',
        'Ihr bisheriges Passwort bleibt dann gültig.',
      ],
    },
  ]);
}

export interface EmailConfirmationData extends AccountLinkData {
  validHours: number;
  /** true: a new address for an existing account; false: the address given at registration. */
  change: boolean;
}

/** Double opt-in: the link that confirms an address (at registration, or a new one). */
export function emailConfirmationMail(context: MailContext, data: EmailConfirmationData): OutgoingMail {
  return accountLinkMail(
    context,
    data,
    data.change
      ? 'Bitte bestätigen Sie Ihre neue E-Mail-Adresse'
      : 'Bitte bestätigen Sie Ihre E-Mail-Adresse',
    [
      {
        kind: 'text',
        lines: data.change
          ? [
              'Sie möchten Ihr Konto bei Event-Kompass auf diese E-Mail-Adresse umstellen.',
              `Bis Sie den Link bestätigen, gilt Ihre bisherige Adresse. Der Link ist ${data.validHours} Stunden gültig:`,
            ]
          : [
              'willkommen bei Event-Kompass! Bitte bestätigen Sie, dass diese E-Mail-Adresse Ihnen gehört.',
              `Der Link ist ${data.validHours} Stunden gültig:`,
            ],
      },
      { kind: 'link', label: 'E-Mail-Adresse bestätigen', url: confirmEmailUrl(context, data.token) },
      {
        kind: 'text',
        lines: [
          'Wenn Sie das nicht veranlasst haben, ignorieren Sie diese E-Mail; es ändert sich dann nichts.',
        ],
      },
    ],
  );
}
