import { germanDate } from '@event-kompass/shared-types';
import type { OutgoingMail } from '../outbox.service';
import { adminUrl } from './links';
import { type Block, mail, type MailContext } from './render';

/** Reports and moderation (DSA): receipt and outcome to the reporter, the notice to the operator, the statement of reasons to the affected. */

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

/** The part every statement of reasons shares: facts and reasons, ground, who decided, redress. */
function reasonsBlocks(context: MailContext, begruendung: string, rechtsgrundlage: string): Block[] {
  return [
    { kind: 'text', lines: ['Sachverhalt und Begründung:'] },
    { kind: 'quote', text: begruendung },
    { kind: 'text', lines: ['Grundlage der Entscheidung:'] },
    { kind: 'quote', text: rechtsgrundlage },
    {
      kind: 'text',
      lines: [
        'Diese Entscheidung hat ein Mensch aus unserem Team nach Prüfung des Einzelfalls getroffen. Automatisierte Mittel haben wir weder zur Erkennung noch zur Entscheidung eingesetzt.',
      ],
    },
    redressBlock(context, true),
  ];
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
  blocks.push(...reasonsBlocks(context, data.begruendung, data.rechtsgrundlage));
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

/** An account an admin deleted, with the reviews it wrote: the statement of reasons to its holder. */
export interface AccountRemovalData {
  userId: number;
  to: string;
  greeting: string;
  /** How many of the person's reviews went with the account. */
  reviews: number;
  /** `YYYY-MM-DD`, Berlin. */
  decidedOn: string;
  begruendung: string;
  rechtsgrundlage: string;
}

/**
 * The statement of reasons (DSA Art. 17) when an admin deletes an account: the termination of the
 * account and the removal of its reviews, on the operator's own initiative.
 */
export function accountRemovalMail(context: MailContext, data: AccountRemovalData): OutgoingMail {
  const removed =
    data.reviews === 0
      ? 'Wir haben Ihr Konto bei Event-Kompass gelöscht.'
      : `Wir haben Ihr Konto bei Event-Kompass gelöscht; mit ihm ${data.reviews === 1 ? 'ist Ihre Bewertung' : `sind Ihre ${data.reviews} Bewertungen`} nicht mehr sichtbar.`;
  return mail(
    `konto-entfernt:${data.userId}`,
    data.to,
    context.operatorEmail,
    'Entscheidung über Ihr Konto bei Event-Kompass',
    [
      { kind: 'text', lines: [`Guten Tag ${data.greeting},`] },
      {
        kind: 'text',
        lines: [
          'wir haben Ihr Konto von uns aus, ohne Meldung eines Dritten, geprüft und entschieden:',
          removed,
        ],
      },
      {
        kind: 'fields',
        rows: [
          ['Entscheidung', 'Löschung des Kontos'],
          ['Anlass', 'Eigene Prüfung (ohne Meldung)'],
          ['Datum der Entscheidung', germanDate(data.decidedOn)],
        ],
      },
      ...reasonsBlocks(context, data.begruendung, data.rechtsgrundlage),
    ],
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
      { kind: 'link', label: 'Zu den Meldungen', url: adminUrl(context, 'meldungen') },
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
