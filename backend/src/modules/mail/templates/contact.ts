import type { OutgoingMail } from '../outbox.service';
import { mail, type MailContext } from './render';

/** The contact form: a message to the operator. */

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
