import { FREE_LISTING_LABEL, germanDate, RENEWAL_PRICE_LABEL } from '@event-kompass/shared-types';
import type { OutgoingMail } from '../outbox.service';
import { adminUrl, providerUrl, setPasswordUrl, workspaceUrl } from './links';
import { ONE_TIME_LINK_CAUSE } from './one-time-link';
import { type Block, mail, type MailContext } from './render';

/** Provider listings: the application (to applicant and operator) and the activation. */

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
          `Wir prüfen Ihre Angaben und schalten Ihren Eintrag anschließend frei. Die ersten ${FREE_LISTING_LABEL} sind kostenlos,`,
          `danach kostet die Verlängerung ${RENEWAL_PRICE_LABEL} pro Jahr. Eine automatische Verlängerung gibt es nicht.`,
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
      { kind: 'link', label: 'Zur Anbieterverwaltung', url: adminUrl(context) },
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
