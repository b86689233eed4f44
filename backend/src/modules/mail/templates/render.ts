import { escapeHtml } from '../../../common/text/html';
import type { OutgoingMail } from '../outbox.service';

/**
 * The one renderer of every mail the app sends: German blocks to plain text plus a simple HTML
 * version in the shared layout (greeting by the caller, signature and footer here). Everything
 * user-supplied is escaped in the HTML part. The templates by topic beside this file each take
 * plain data and return an OutgoingMail (with its cause key) for OutboxService.enqueue inside the
 * causing transaction.
 */

export interface MailContext {
  /** The site's address without trailing slash (config.publicUrl). */
  publicUrl: string;
  /** Where the operator reads mail (config.operatorEmail). */
  operatorEmail: string;
}

/** A block of the mail: a paragraph of text lines, a labelled list, a link or a quoted user text. */
export type Block =
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

/** One mail: its cause key, recipient, reply address and subject with the rendered blocks. */
export function mail(
  causeKey: string,
  to: string,
  replyTo: string | null,
  subject: string,
  blocks: Block[],
  context: MailContext,
): OutgoingMail {
  return { causeKey, to, replyTo, subject, ...render(blocks, context) };
}
