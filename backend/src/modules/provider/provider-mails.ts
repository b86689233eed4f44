import type { OutgoingMail } from '../mail/outbox.service';

/** What the two application mails need; texts may be polished here without touching the service. */
export interface ApplicationMailData {
  providerId: number;
  firmenname: string;
  email: string;
  handynummer: string | null;
  websiteUrl: string | null;
  instagramUrl: string | null;
  beschreibung: string;
  categoryNames: string[];
  newCategorySuggestion: string | null;
  operatorEmail: string;
  publicUrl: string;
}

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

function paragraphs(text: string): string {
  return escapeHtml(text).replace(/\r?\n/g, '<br>');
}

function details(data: ApplicationMailData): Array<[string, string]> {
  const rows: Array<[string, string]> = [
    ['Firmenname', data.firmenname],
    ['E-Mail', data.email],
    ['Handynummer', data.handynummer ?? '–'],
    ['Website', data.websiteUrl ?? '–'],
    ['Instagram', data.instagramUrl ?? '–'],
    ['Kategorien', data.categoryNames.length ? data.categoryNames.join(', ') : '–'],
  ];
  if (data.newCategorySuggestion) rows.push(['Vorschlag neue Kategorie', data.newCategorySuggestion]);
  return rows;
}

function detailsText(data: ApplicationMailData): string {
  return [
    ...details(data).map(([label, value]) => `${label}: ${value}`),
    '',
    'Beschreibung:',
    data.beschreibung,
  ].join('\n');
}

function detailsHtml(data: ApplicationMailData): string {
  const rows = details(data)
    .map(([label, value]) => `<strong>${escapeHtml(label)}:</strong> ${escapeHtml(value)}<br>`)
    .join('\n');
  return `<p>\n${rows}\n</p>\n<p><strong>Beschreibung:</strong><br>${paragraphs(data.beschreibung)}</p>`;
}

/** The applicant's confirmation: received, checked by hand, free for 6 months. */
export function applicationMailToApplicant(data: ApplicationMailData): OutgoingMail {
  const subject = 'Ihre Bewerbung bei Event-Kompass ist eingegangen';
  const intro = [
    `Hallo ${data.firmenname},`,
    '',
    'vielen Dank für Ihre Bewerbung als Anbieter bei Event-Kompass. Wir prüfen Ihre Angaben und schalten Ihren Eintrag anschließend frei; darüber informieren wir Sie per E-Mail.',
    'Der Eintrag ist die ersten 6 Monate kostenlos, danach kostet er 40,00 € pro Jahr. Änderungen an Ihrem Eintrag teilen Sie uns bitte per E-Mail mit.',
  ];
  const text = [
    ...intro,
    '',
    'Ihre Angaben:',
    detailsText(data),
    '',
    `Fragen? Schreiben Sie uns an ${data.operatorEmail}.`,
    '',
    'Viele Grüße',
    'Ihr Event-Kompass-Team',
    data.publicUrl,
  ].join('\n');
  const html = [
    `<p>Hallo ${escapeHtml(data.firmenname)},</p>`,
    `<p>${escapeHtml(intro[2])}</p>`,
    `<p>${escapeHtml(intro[3])}</p>`,
    '<p>Ihre Angaben:</p>',
    detailsHtml(data),
    `<p>Fragen? Schreiben Sie uns an <a href="mailto:${escapeHtml(data.operatorEmail)}">${escapeHtml(data.operatorEmail)}</a>.</p>`,
    `<p>Viele Grüße<br>Ihr Event-Kompass-Team<br><a href="${escapeHtml(data.publicUrl)}">${escapeHtml(data.publicUrl)}</a></p>`,
  ].join('\n');
  return {
    causeKey: `provider-application:${data.providerId}:applicant`,
    to: data.email,
    replyTo: data.operatorEmail,
    subject,
    text,
    html,
  };
}

/** The operator's notice of a new application waiting for activation; replying reaches the applicant. */
export function applicationMailToOperator(data: ApplicationMailData): OutgoingMail {
  const subject = `Neue Anbieter-Bewerbung: ${data.firmenname}`;
  const adminUrl = `${data.publicUrl}/admin`;
  const text = [
    'Eine neue Anbieter-Bewerbung wartet auf die Freischaltung.',
    '',
    detailsText(data),
    '',
    `Freischalten im Admin-Bereich (Inhalte → Anbieter): ${adminUrl}`,
  ].join('\n');
  const html = [
    '<p>Eine neue Anbieter-Bewerbung wartet auf die Freischaltung.</p>',
    detailsHtml(data),
    `<p>Freischalten im Admin-Bereich (Inhalte → Anbieter): <a href="${escapeHtml(adminUrl)}">${escapeHtml(adminUrl)}</a></p>`,
  ].join('\n');
  return {
    causeKey: `provider-application:${data.providerId}:operator`,
    to: data.operatorEmail,
    replyTo: data.email,
    subject,
    text,
    html,
  };
}
