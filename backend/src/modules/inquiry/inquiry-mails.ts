import type { OutgoingMail } from '../mail/outbox.service';
import { germanDate } from './row-values';

export interface InquiryMailData {
  inquiryId: number;
  providerEmail: string;
  providerName: string;
  userName: string;
  userEmail: string;
  eventDate: string;
  message: string;
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

/** The provider's notification of a new inquiry; replying reaches the user directly. */
export function inquiryMailToProvider(data: InquiryMailData): OutgoingMail {
  const date = germanDate(data.eventDate);
  const subject = `Neue Anfrage über Event-Kompass für den ${date}`;
  const text = [
    `Hallo ${data.providerName},`,
    '',
    `Sie haben über Event-Kompass eine neue Anfrage erhalten.`,
    '',
    `Von: ${data.userName}`,
    `E-Mail: ${data.userEmail}`,
    `Gewünschtes Event-Datum: ${date}`,
    '',
    'Nachricht:',
    data.message,
    '',
    `Sie können direkt auf diese E-Mail antworten, um ${data.userName} zu erreichen.`,
    '',
    'Viele Grüße',
    'Ihr Event-Kompass-Team',
    data.publicUrl,
  ].join('\n');
  const html = [
    `<p>Hallo ${escapeHtml(data.providerName)},</p>`,
    '<p>Sie haben über Event-Kompass eine neue Anfrage erhalten.</p>',
    '<p>',
    `<strong>Von:</strong> ${escapeHtml(data.userName)}<br>`,
    `<strong>E-Mail:</strong> <a href="mailto:${escapeHtml(data.userEmail)}">${escapeHtml(data.userEmail)}</a><br>`,
    `<strong>Gewünschtes Event-Datum:</strong> ${date}`,
    '</p>',
    `<p><strong>Nachricht:</strong><br>${escapeHtml(data.message).replace(/\r?\n/g, '<br>')}</p>`,
    `<p>Sie können direkt auf diese E-Mail antworten, um ${escapeHtml(data.userName)} zu erreichen.</p>`,
    `<p>Viele Grüße<br>Ihr Event-Kompass-Team<br><a href="${escapeHtml(data.publicUrl)}">${escapeHtml(data.publicUrl)}</a></p>`,
  ].join('\n');
  return {
    causeKey: `inquiry:${data.inquiryId}:provider`,
    to: data.providerEmail,
    replyTo: data.userEmail,
    subject,
    text,
    html,
  };
}
