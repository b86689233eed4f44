import { germanDate } from '@event-kompass/shared-types';

/** The message the inquiry dialog starts with: names the provider and the chosen date (TT.MM.JJJJ). */
export function inquiryGreeting(firmenname: string, eventDate: string, senderName?: string): string {
  const request = eventDate
    ? `ich interessiere mich für Ihr Angebot für meine Veranstaltung am ${germanDate(eventDate)}. Sind Sie an diesem Tag verfügbar?`
    : 'ich interessiere mich für Ihr Angebot für meine Veranstaltung.';
  return [
    `Hallo ${firmenname},`,
    '',
    `${request} Ich freue mich über ein unverbindliches Angebot.`,
    '',
    'Viele Grüße',
    ...(senderName ? [senderName] : []),
  ].join('\n');
}
