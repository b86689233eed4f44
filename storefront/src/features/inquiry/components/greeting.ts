import { formatIsoDate } from '@/lib/dates';

/** The message the inquiry dialog starts with: names the provider and the chosen date (TT.MM.JJJJ). */
export function inquiryGreeting(firmenname: string, eventDate: string, senderName?: string): string {
  const when = eventDate ? `am ${formatIsoDate(eventDate)}` : 'an einem Termin, den ich noch nenne';
  return [
    `Hallo ${firmenname},`,
    '',
    `ich interessiere mich für Ihr Angebot für meine Veranstaltung ${when}. Sind Sie an diesem Tag verfügbar? Ich freue mich über ein unverbindliches Angebot.`,
    '',
    'Viele Grüße',
    ...(senderName ? [senderName] : []),
  ].join('\n');
}
