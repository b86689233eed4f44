import { escapeHtml } from '../../common/text/html';
import type { OutgoingMail } from './outbox.service';
import { germanDate } from '@event-kompass/shared-types';

/**
 * The German texts of every mail the app sends, plain text plus a simple HTML version.
 * The shared place for mail texts: each function takes plain data and returns an
 * OutgoingMail (with its cause key) for OutboxService.enqueue inside the causing
 * transaction. Everything user-supplied is escaped in the HTML part.
 */

export interface MailContext {
  /** The site's address without trailing slash (config.publicUrl). */
  publicUrl: string;
  /** Where the operator reads mail (config.operatorEmail). */
  operatorEmail: string;
}

/** A block of the mail: a paragraph of text lines, a labelled list, a link or a quoted user text. */
type Block =
  | { kind: 'text'; lines: string[] }
  | { kind: 'fields'; rows: [string, string][] }
  | { kind: 'link'; label: string; url: string }
  | { kind: 'quote'; text: string };

const SIGNATURE: Block = { kind: 'text', lines: ['Viele Grüße', 'Ihr Event-Kompass-Team'] };

function render(blocks: Block[], context: MailContext): { text: string; html: string } {
  const text: string[] = [];
  const html: string[] = [];
  for (const block of [...blocks, SIGNATURE]) {
    switch (block.kind) {
      case 'text':
        text.push(block.lines.join('\n'));
        html.push(`<p>${block.lines.map(escapeHtml).join('<br>')}</p>`);
        break;
      case 'fields':
        text.push(block.rows.map(([label, value]) => `${label}: ${value}`).join('\n'));
        html.push(
          `<p>${block.rows.map(([label, value]) => `<strong>${escapeHtml(label)}:</strong> ${escapeHtml(value)}`).join('<br>')}</p>`,
        );
        break;
      case 'link':
        text.push(`${block.label}:\n${block.url}`);
        html.push(`<p><a href="${escapeHtml(block.url)}">${escapeHtml(block.label)}</a></p>`);
        break;
      case 'quote':
        text.push(block.text);
        html.push(
          `<blockquote style="border-left:3px solid #ccc;margin:0;padding-left:12px">${escapeHtml(block.text).replace(/\r?\n/g, '<br>')}</blockquote>`,
        );
        break;
    }
  }
  text.push(`-- \nEvent-Kompass · ${context.publicUrl}`);
  html.push(
    `<p style="color:#666;font-size:12px">Event-Kompass · <a href="${escapeHtml(context.publicUrl)}">${escapeHtml(context.publicUrl)}</a></p>`,
  );
  return {
    text: `${text.join('\n\n')}\n`,
    html: `<!doctype html><html lang="de"><body style="font-family:sans-serif;line-height:1.5">${html.join('\n')}</body></html>`,
  };
}

function mail(
  causeKey: string,
  to: string,
  replyTo: string | null,
  subject: string,
  blocks: Block[],
  context: MailContext,
): OutgoingMail {
  return { causeKey, to, replyTo, subject, ...render(blocks, context) };
}

export function renewalUrl(context: MailContext, providerId: number): string {
  return `${context.publicUrl}/verlaengerung/${providerId}`;
}

export function providerUrl(context: MailContext, providerId: number): string {
  return `${context.publicUrl}/provider/${providerId}`;
}

export interface NewInquiryData {
  inquiryId: number;
  providerEmail: string;
  providerName: string;
  userName: string;
  userEmail: string;
  userPhone?: string | null;
  eventDate: string;
  message: string;
}

/** To the provider; replying reaches the user. */
export function newInquiryMail(context: MailContext, data: NewInquiryData): OutgoingMail {
  const fields: [string, string][] = [
    ['Von', data.userName],
    ['E-Mail', data.userEmail],
  ];
  if (data.userPhone) fields.push(['Telefon', data.userPhone]);
  fields.push(['Gewünschtes Event-Datum', germanDate(data.eventDate)]);
  return mail(
    `inquiry:${data.inquiryId}:provider`,
    data.providerEmail,
    data.userEmail,
    `Neue Anfrage für den ${germanDate(data.eventDate)} über Event-Kompass`,
    [
      { kind: 'text', lines: [`Guten Tag ${data.providerName},`] },
      { kind: 'text', lines: ['Sie haben über Event-Kompass eine neue Anfrage erhalten.'] },
      { kind: 'fields', rows: fields },
      { kind: 'text', lines: ['Nachricht:'] },
      { kind: 'quote', text: data.message },
      {
        kind: 'text',
        lines: [`Antworten Sie einfach auf diese E-Mail, um ${data.userName} direkt zu erreichen.`],
      },
    ],
    context,
  );
}

export interface ApplicationData {
  providerId: number;
  firmenname: string;
  email: string;
  handynummer?: string | null;
  websiteUrl?: string | null;
  instagramUrl?: string | null;
  beschreibung: string;
  kategorien: string[];
  neueKategorieVorschlag?: string | null;
}

/** To the applicant: confirmation that the application arrived. */
export function applicationReceivedMail(context: MailContext, data: ApplicationData): OutgoingMail {
  return mail(
    `provider-application:${data.providerId}:applicant`,
    data.email,
    context.operatorEmail,
    'Ihre Bewerbung bei Event-Kompass ist eingegangen',
    [
      { kind: 'text', lines: ['Guten Tag,'] },
      {
        kind: 'text',
        lines: [
          `vielen Dank für Ihre Bewerbung als Anbieter „${data.firmenname}“ bei Event-Kompass.`,
          'Wir prüfen Ihre Angaben und schalten Ihren Eintrag anschließend frei. Die ersten 6 Monate sind kostenlos,',
          'danach kostet die Verlängerung 40,00 € pro Jahr. Eine automatische Verlängerung gibt es nicht.',
        ],
      },
      {
        kind: 'text',
        lines: [
          'Änderungen an Ihrem Eintrag teilen Sie uns bitte per E-Mail mit – eine Antwort auf diese E-Mail genügt.',
        ],
      },
    ],
    context,
  );
}

/** To the operator: a new application to review. */
export function applicationForOperatorMail(context: MailContext, data: ApplicationData): OutgoingMail {
  const fields: [string, string][] = [
    ['Firmenname', data.firmenname],
    ['E-Mail', data.email],
    ['Telefon', data.handynummer || '–'],
    ['Website', data.websiteUrl || '–'],
    ['Instagram', data.instagramUrl || '–'],
    ['Kategorien', data.kategorien.length ? data.kategorien.join(', ') : '–'],
    ['Vorschlag neue Kategorie', data.neueKategorieVorschlag || '–'],
  ];
  return mail(
    `provider-application:${data.providerId}:operator`,
    context.operatorEmail,
    data.email,
    `Neue Anbieter-Bewerbung: ${data.firmenname}`,
    [
      { kind: 'text', lines: ['Eine neue Anbieter-Bewerbung ist eingegangen und wartet auf Freischaltung.'] },
      { kind: 'fields', rows: fields },
      { kind: 'text', lines: ['Beschreibung:'] },
      { kind: 'quote', text: data.beschreibung },
      { kind: 'link', label: 'Zur Anbieterverwaltung', url: `${context.publicUrl}/admin` },
    ],
    context,
  );
}

export interface ContactData {
  messageId: number;
  name: string;
  email: string;
  message: string;
}

/** To the operator; replying reaches the sender. */
export function contactMessageMail(context: MailContext, data: ContactData): OutgoingMail {
  return mail(
    `contact:${data.messageId}`,
    context.operatorEmail,
    data.email,
    `Kontaktanfrage von ${data.name}`,
    [
      { kind: 'text', lines: ['Über das Kontaktformular ist eine neue Nachricht eingegangen.'] },
      {
        kind: 'fields',
        rows: [
          ['Name', data.name],
          ['E-Mail', data.email],
        ],
      },
      { kind: 'quote', text: data.message },
      { kind: 'text', lines: ['Antworten Sie einfach auf diese E-Mail, um den Absender zu erreichen.'] },
    ],
    context,
  );
}

export interface RenewalBillingData {
  requestId: number;
  providerId: number | null;
  name: string;
  street: string;
  city: string;
  providerName: string;
  providerEmail: string;
}

/** To the operator: the billing address for a renewal invoice. */
export function renewalBillingMail(context: MailContext, data: RenewalBillingData): OutgoingMail {
  const blocks: Block[] = [
    {
      kind: 'text',
      lines: [
        `Der Anbieter „${data.providerName}“ möchte seinen Eintrag für ein Jahr (40,00 €) verlängern`,
        'und wurde zur Zahlung weitergeleitet. Bitte prüfen Sie den Zahlungseingang und verlängern Sie den Eintrag.',
      ],
    },
    {
      kind: 'fields',
      rows: [
        ['Anbieter', data.providerName],
        ['E-Mail des Anbieters', data.providerEmail],
        ['Anbieter-ID', data.providerId === null ? 'nicht zugeordnet' : String(data.providerId)],
      ],
    },
    { kind: 'text', lines: ['Rechnungsadresse:'] },
    { kind: 'quote', text: [data.name, data.street, data.city].join('\n') },
  ];
  return mail(
    `renewal:${data.requestId}`,
    context.operatorEmail,
    data.providerEmail,
    `Verlängerung: Rechnungsdaten von ${data.providerName}`,
    blocks,
    context,
  );
}

export interface ListingData {
  providerId: number;
  firmenname: string;
  email: string;
  /** `YYYY-MM-DD`, the last day the listing is public. */
  validUntil: string;
}

/** To the provider, some days before the listing ends. */
export function expiryReminderMail(context: MailContext, data: ListingData): OutgoingMail {
  return mail(
    `provider:${data.providerId}:expiry-reminder:${data.validUntil}`,
    data.email,
    context.operatorEmail,
    `Ihr Eintrag bei Event-Kompass läuft am ${germanDate(data.validUntil)} ab`,
    [
      { kind: 'text', lines: [`Guten Tag ${data.firmenname},`] },
      {
        kind: 'text',
        lines: [
          `Ihr Eintrag bei Event-Kompass ist noch bis zum ${germanDate(data.validUntil)} sichtbar.`,
          'Danach wird er automatisch deaktiviert; eine automatische Verlängerung gibt es nicht.',
          'Wenn Sie weiter gefunden werden möchten, verlängern Sie Ihren Eintrag für 40,00 € pro Jahr:',
        ],
      },
      { kind: 'link', label: 'Eintrag jetzt verlängern', url: renewalUrl(context, data.providerId) },
    ],
    context,
  );
}

/** To the provider, once the listing has been deactivated. */
export function deactivationMail(context: MailContext, data: ListingData): OutgoingMail {
  return mail(
    `provider:${data.providerId}:deactivated:${data.validUntil}`,
    data.email,
    context.operatorEmail,
    'Ihr Eintrag bei Event-Kompass wurde deaktiviert',
    [
      { kind: 'text', lines: [`Guten Tag ${data.firmenname},`] },
      {
        kind: 'text',
        lines: [
          `Ihr Eintrag bei Event-Kompass war bis zum ${germanDate(data.validUntil)} gültig und ist jetzt nicht mehr öffentlich sichtbar.`,
          'Sie können ihn jederzeit für 40,00 € pro Jahr verlängern; danach schalten wir ihn wieder frei:',
        ],
      },
      { kind: 'link', label: 'Eintrag verlängern', url: renewalUrl(context, data.providerId) },
    ],
    context,
  );
}

export interface ReviewReminderData {
  inquiryId: number;
  userEmail: string;
  userFirstName: string;
  providerId: number;
  providerName: string;
  eventDate: string;
  /** The recipient's unsubscribe token (ReminderConsentService). */
  unsubscribeToken: string;
}

/** The storefront page a person opens from the mail: it confirms, a GET alone changes nothing. */
export function unsubscribePageUrl(context: MailContext, token: string): string {
  return `${context.publicUrl}/erinnerungen/abbestellen?token=${encodeURIComponent(token)}`;
}

/** Where a mail client's one-click unsubscribe POSTs (RFC 8058); a GET redirects to the page. */
export function oneClickUnsubscribeUrl(context: MailContext, token: string): string {
  return `${context.publicUrl}/api/reminders/unsubscribe?token=${encodeURIComponent(token)}`;
}

/**
 * To the user after the event, only with their consent. A request for a review counts as
 * advertising in Germany, so the mail says how to stop them: a link in the text and the
 * List-Unsubscribe headers that mail clients show as their own "unsubscribe" button.
 */
export function reviewReminderMail(context: MailContext, data: ReviewReminderData): OutgoingMail {
  const unsubscribe = unsubscribePageUrl(context, data.unsubscribeToken);
  return {
    ...mail(
      `inquiry:${data.inquiryId}:review-reminder`,
      data.userEmail,
      context.operatorEmail,
      `Wie war ${data.providerName}? Ihre Bewertung hilft anderen`,
      [
        { kind: 'text', lines: [`Hallo ${data.userFirstName},`] },
        {
          kind: 'text',
          lines: [
            `Sie hatten über Event-Kompass bei „${data.providerName}“ für den ${germanDate(data.eventDate)} angefragt.`,
            'Wir hoffen, Ihr Event war ein Erfolg! Mit einer kurzen Bewertung helfen Sie anderen bei der Auswahl.',
          ],
        },
        {
          kind: 'link',
          label: `${data.providerName} jetzt bewerten`,
          url: providerUrl(context, data.providerId),
        },
        {
          kind: 'text',
          lines: [
            'Sie erhalten diese Erinnerung, weil Sie Bewertungserinnerungen in Ihrem Konto erlaubt haben.',
            'Sie können dieser Verwendung Ihrer E-Mail-Adresse jederzeit widersprechen, ohne dass Kosten',
            'entstehen: mit einem Klick auf den folgenden Link oder unter „Mein Profil“ › „Meine Daten“.',
          ],
        },
        { kind: 'link', label: 'Bewertungserinnerungen abbestellen', url: unsubscribe },
      ],
      context,
    ),
    headers: {
      'List-Unsubscribe': `<${oneClickUnsubscribeUrl(context, data.unsubscribeToken)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/** Where a provider answers inquiries and edits the listing. */
export function workspaceUrl(context: MailContext): string {
  return `${context.publicUrl}/profile/eintrag`;
}

/** Where a customer reads the answers to their inquiries. */
export function ownInquiriesUrl(context: MailContext): string {
  return `${context.publicUrl}/profile`;
}

export interface ThreadMessageData {
  messageId: number;
  /** The reader's address and how to greet them. */
  to: string;
  greeting: string;
  /** Who wrote, as the reader knows them. */
  senderName: string;
  /** true: the provider wrote and the customer reads. */
  toCustomer: boolean;
  providerName: string;
  eventDate: string;
  text: string;
}

/** A new message in an inquiry's thread, to the other side; the answer goes through the site. */
export function threadMessageMail(context: MailContext, data: ThreadMessageData): OutgoingMail {
  const subject = data.toCustomer
    ? `Neue Nachricht von ${data.providerName} zu Ihrer Anfrage`
    : `Neue Nachricht zu Ihrer Anfrage für den ${germanDate(data.eventDate)}`;
  return mail(
    `inquiry-message:${data.messageId}`,
    data.to,
    null,
    subject,
    [
      { kind: 'text', lines: [`Guten Tag ${data.greeting},`] },
      {
        kind: 'text',
        lines: [
          `${data.senderName} hat Ihnen zur Anfrage für den ${germanDate(data.eventDate)} geschrieben:`,
        ],
      },
      { kind: 'quote', text: data.text },
      {
        kind: 'link',
        label: 'Antworten auf Event-Kompass',
        url: data.toCustomer ? ownInquiriesUrl(context) : workspaceUrl(context),
      },
    ],
    context,
  );
}

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

/** The storefront page that opens a password or account-setup link. */
export function setPasswordUrl(context: MailContext, token: string): string {
  return `${context.publicUrl}/passwort-setzen?token=${encodeURIComponent(token)}`;
}

export interface PasswordResetData {
  /** Identifies the link (a prefix of its hash), never the token itself. */
  linkId: string;
  to: string;
  greeting: string;
  token: string;
  validMinutes: number;
}

/** "Passwort vergessen": the link to choose a new password. */
export function passwordResetMail(context: MailContext, data: PasswordResetData): OutgoingMail {
  return mail(
    `${ONE_TIME_LINK_CAUSE}${data.linkId}`,
    data.to,
    null,
    'Ihr neues Passwort für Event-Kompass',
    [
      { kind: 'text', lines: [`Hallo ${data.greeting},`] },
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
    ],
    context,
  );
}

export interface ListingActivatedData {
  providerId: number;
  firmenname: string;
  email: string;
  /** `YYYY-MM-DD` or null for no end. */
  validUntil: string | null;
  /** Set when no account runs the listing yet: a single-use link to create it. */
  setup: { token: string; linkId: string; validHours: number } | null;
}

/** To the provider when the admin activates the listing. */
export function listingActivatedMail(context: MailContext, data: ListingActivatedData): OutgoingMail {
  const blocks: Block[] = [
    { kind: 'text', lines: [`Guten Tag ${data.firmenname},`] },
    {
      kind: 'text',
      lines: [
        'Ihr Eintrag bei Event-Kompass ist freigeschaltet und ab sofort öffentlich sichtbar' +
          (data.validUntil ? ` (bis zum ${germanDate(data.validUntil)}).` : '.'),
      ],
    },
    { kind: 'link', label: 'Ihr Eintrag', url: providerUrl(context, data.providerId) },
  ];
  if (data.setup) {
    blocks.push(
      {
        kind: 'text',
        lines: [
          `Unter „Mein Eintrag“ beantworten Sie Anfragen, pflegen Text und Fotos und tragen belegte Tage ein.`,
          `Legen Sie dafür mit diesem Link ein Passwort für ${data.email} fest; er ist ${data.setup.validHours} Stunden gültig und funktioniert nur einmal:`,
        ],
      },
      { kind: 'link', label: 'Konto einrichten', url: setPasswordUrl(context, data.setup.token) },
      {
        kind: 'text',
        lines: [
          'Ist der Link abgelaufen, wählen Sie bei der Anmeldung „Passwort vergessen?“ und geben diese E-Mail-Adresse an.',
        ],
      },
    );
  } else {
    blocks.push(
      {
        kind: 'text',
        lines: [
          'Unter „Mein Eintrag“ beantworten Sie Anfragen, pflegen Text und Fotos und tragen belegte Tage ein:',
        ],
      },
      { kind: 'link', label: 'Zu „Mein Eintrag“', url: workspaceUrl(context) },
    );
  }
  return mail(
    data.setup
      ? `${ONE_TIME_LINK_CAUSE}${data.setup.linkId}`
      : `provider:${data.providerId}:activated:${data.validUntil ?? 'offen'}`,
    data.email,
    context.operatorEmail,
    'Ihr Eintrag ist freigeschaltet',
    blocks,
    context,
  );
}

/** The storefront page that confirms an address from a mail's link. */
export function confirmEmailUrl(context: MailContext, token: string): string {
  return `${context.publicUrl}/e-mail-bestaetigen?token=${encodeURIComponent(token)}`;
}

export interface EmailConfirmationData {
  linkId: string;
  to: string;
  greeting: string;
  token: string;
  validHours: number;
  /** true: a new address for an existing account; false: the address given at registration. */
  change: boolean;
}

/** Double opt-in: the link that confirms an address (at registration, or a new one). */
export function emailConfirmationMail(context: MailContext, data: EmailConfirmationData): OutgoingMail {
  return mail(
    `${ONE_TIME_LINK_CAUSE}${data.linkId}`,
    data.to,
    null,
    data.change
      ? 'Bitte bestätigen Sie Ihre neue E-Mail-Adresse'
      : 'Bitte bestätigen Sie Ihre E-Mail-Adresse',
    [
      { kind: 'text', lines: [`Hallo ${data.greeting},`] },
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
    context,
  );
}

/** What a moderation decision removed: a review (its author is told) or a listing (the provider is). */
export interface ModerationDecisionData {
  reportId: number;
  to: string;
  greeting: string;
  art: 'bewertung' | 'anbieter';
  /** The listing's name (for a review: the listing it was about). */
  firmenname: string;
  /** A review's date and text as it stood, for the affected author to recognise it. */
  review: { date: string; sterne: number; kommentar: string | null } | null;
  /** `YYYY-MM-DD`, Berlin. */
  decidedOn: string;
  begruendung: string;
  rechtsgrundlage: string;
  /** False: an admin acted on their own, without a report (DSA Art. 17 Abs. 3 lit. c). */
  onNotice: boolean;
  /** A listing deleted outright instead of deactivated. */
  listingDeleted?: boolean;
}

/** The redress options a decision names (DSA Art. 17 Abs. 3 lit. f, Art. 20, Art. 21). */
function redressBlock(context: MailContext, withDeadline: boolean): Block {
  return {
    kind: 'text',
    lines: [
      'Ihre Möglichkeiten, gegen diese Entscheidung vorzugehen:',
      `• Interne Beschwerde: Antworten Sie ${withDeadline ? 'innerhalb von sechs Monaten ' : ''}auf diese E-Mail (oder schreiben Sie an ${context.operatorEmail}); wir prüfen die Entscheidung dann erneut (Art. 20 DSA).`,
      '• Außergerichtliche Streitbeilegung: Sie können eine nach Art. 21 DSA zugelassene außergerichtliche Streitbeilegungsstelle anrufen.',
      '• Gerichte: Der Rechtsweg zu den staatlichen Gerichten steht Ihnen unabhängig davon jederzeit offen.',
    ],
  };
}

/**
 * The statement of reasons (DSA Art. 17) to whoever's content was removed: what was decided, the
 * facts, the ground, that a person decided, and the redress options.
 */
export function moderationDecisionMail(context: MailContext, data: ModerationDecisionData): OutgoingMail {
  const isReview = data.art === 'bewertung';
  const measure = isReview
    ? `Wir haben Ihre Bewertung zu „${data.firmenname}“ entfernt; sie ist nicht mehr sichtbar.`
    : data.listingDeleted
      ? `Wir haben Ihren Eintrag „${data.firmenname}“ gelöscht; er ist nicht mehr sichtbar.`
      : `Wir haben Ihren Eintrag „${data.firmenname}“ deaktiviert; er ist nicht mehr öffentlich sichtbar.`;
  const content = isReview ? 'Ihre Bewertung' : 'Ihr Eintrag';
  const fields: [string, string][] = [
    [
      'Entscheidung',
      isReview
        ? 'Entfernung der Bewertung'
        : data.listingDeleted
          ? 'Löschung des Eintrags'
          : 'Deaktivierung des Eintrags',
    ],
    ['Anlass', data.onNotice ? 'Meldung eines Dritten' : 'Eigene Prüfung (ohne Meldung)'],
    ['Datum der Entscheidung', germanDate(data.decidedOn)],
  ];
  if (data.review) {
    fields.push(['Bewertung vom', germanDate(data.review.date)], ['Sterne', `${data.review.sterne} von 5`]);
  }
  const blocks: Block[] = [
    { kind: 'text', lines: [`Guten Tag ${data.greeting},`] },
    {
      kind: 'text',
      lines: [
        data.onNotice
          ? `uns wurde ${content} als möglicherweise rechtswidrig oder unzulässig gemeldet. Nach Prüfung haben wir entschieden:`
          : `wir haben ${isReview ? 'Ihre Bewertung' : 'Ihren Eintrag'} von uns aus, ohne Meldung eines Dritten, geprüft und entschieden:`,
        measure,
      ],
    },
    { kind: 'fields', rows: fields },
  ];
  if (data.review?.kommentar) {
    blocks.push(
      { kind: 'text', lines: ['Betroffener Inhalt:'] },
      { kind: 'quote', text: data.review.kommentar },
    );
  }
  blocks.push(
    { kind: 'text', lines: ['Sachverhalt und Begründung:'] },
    { kind: 'quote', text: data.begruendung },
    { kind: 'text', lines: ['Grundlage der Entscheidung:'] },
    { kind: 'quote', text: data.rechtsgrundlage },
    {
      kind: 'text',
      lines: [
        'Diese Entscheidung hat ein Mensch aus unserem Team nach Prüfung des Einzelfalls getroffen. Automatisierte Mittel haben wir weder zur Erkennung noch zur Entscheidung eingesetzt.',
      ],
    },
    redressBlock(context, true),
  );
  return mail(
    `report:${data.reportId}:betroffen`,
    data.to,
    context.operatorEmail,
    isReview
      ? 'Entscheidung über Ihre Bewertung bei Event-Kompass'
      : 'Entscheidung über Ihren Eintrag bei Event-Kompass',
    blocks,
    context,
  );
}

export interface ReportOutcomeData {
  reportId: number;
  to: string;
  /** `YYYY-MM-DD`, Berlin: when the report came in. */
  reportedOn: string;
  /** "die Bewertung zu „X“" or "den Eintrag „X“". */
  subjectText: string;
  removed: boolean;
  /** Shown when the content stays: why we found no violation. */
  begruendung: string;
}

/** To the reporter, when they left an address (DSA Art. 16 Abs. 5): the decision in short. */
export function reportOutcomeMail(context: MailContext, data: ReportOutcomeData): OutgoingMail {
  const blocks: Block[] = [
    { kind: 'text', lines: ['Guten Tag,'] },
    {
      kind: 'text',
      lines: [
        `vielen Dank für Ihre Meldung vom ${germanDate(data.reportedOn)} über ${data.subjectText}.`,
        data.removed
          ? 'Wir haben den Inhalt geprüft und entfernt.'
          : 'Wir haben den Inhalt geprüft, aber keinen Verstoß gegen Gesetze oder unsere AGB festgestellt. Er bleibt deshalb sichtbar.',
      ],
    },
  ];
  if (!data.removed) {
    blocks.push({ kind: 'text', lines: ['Begründung:'] }, { kind: 'quote', text: data.begruendung });
  }
  blocks.push(
    { kind: 'text', lines: ['Die Entscheidung hat ein Mensch aus unserem Team getroffen.'] },
    redressBlock(context, true),
  );
  return mail(
    `report:${data.reportId}:melder`,
    data.to,
    context.operatorEmail,
    'Ihre Meldung bei Event-Kompass: unsere Entscheidung',
    blocks,
    context,
  );
}

export interface NewReportData {
  reportId: number;
  /** "eine Bewertung zu „X“" or "den Eintrag „X“". */
  subjectText: string;
  grund: string;
  email: string | null;
}

/** To the operator: a new notice waits for a decision in the console's "Meldungen" tab. */
export function newReportMail(context: MailContext, data: NewReportData): OutgoingMail {
  return mail(
    `report:${data.reportId}:betreiber`,
    context.operatorEmail,
    data.email,
    'Neue Meldung eines Inhalts',
    [
      {
        kind: 'text',
        lines: [`Es wurde ${data.subjectText} gemeldet. Bitte prüfen und entscheiden Sie zeitnah.`],
      },
      { kind: 'fields', rows: [['Kontakt der meldenden Person', data.email ?? 'nicht angegeben']] },
      { kind: 'quote', text: data.grund },
      { kind: 'link', label: 'Zu den Meldungen', url: `${context.publicUrl}/admin/meldungen` },
    ],
    context,
  );
}

/** To the reporter who left an address: the confirmation of receipt DSA Art. 16 Abs. 4 asks for. */
export function reportReceivedMail(
  context: MailContext,
  data: { reportId: number; to: string; subjectText: string },
): OutgoingMail {
  return mail(
    `report:${data.reportId}:eingang`,
    data.to,
    context.operatorEmail,
    'Ihre Meldung bei Event-Kompass ist eingegangen',
    [
      { kind: 'text', lines: ['Guten Tag,'] },
      {
        kind: 'text',
        lines: [
          `vielen Dank für Ihre Meldung über ${data.subjectText}. Sie ist bei uns eingegangen.`,
          'Eine Person aus unserem Team prüft den Inhalt; unsere Entscheidung teilen wir Ihnen per E-Mail mit.',
        ],
      },
    ],
    context,
  );
}
