import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import type { MailAttachment } from './mail-attachments';

export interface MailMessage {
  to: string;
  replyTo: string | null;
  subject: string;
  text: string;
  html: string;
  /** Extra headers (List-Unsubscribe and its One-Click partner), passed to nodemailer as they are. */
  headers?: Record<string, string>;
  attachments?: MailAttachment[];
}

/** The SMTP connection (nodemailer); absent when SMTP_URL is not configured. */
@Injectable()
export class MailTransport implements OnModuleDestroy {
  private readonly transporter: Transporter | null;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.transporter = config.smtpUrl
      ? createTransport({
          url: config.smtpUrl,
          // One reused connection instead of a handshake per mail: a backlog drains quickly.
          pool: true,
          maxConnections: 2,
          // A hanging server must not hold a claimed mail longer than its claim lasts.
          connectionTimeout: 15_000,
          greetingTimeout: 15_000,
          socketTimeout: 30_000,
        })
      : null;
  }

  get configured(): boolean {
    return this.transporter !== null;
  }

  async send(message: MailMessage): Promise<void> {
    if (!this.transporter) throw new Error('SMTP_URL ist nicht gesetzt.');
    await this.transporter.sendMail({
      from: this.config.mailFrom,
      to: message.to,
      replyTo: message.replyTo ?? undefined,
      subject: message.subject,
      text: message.text,
      html: message.html,
      headers: message.headers,
      attachments: message.attachments,
    });
  }

  onModuleDestroy(): void {
    this.transporter?.close();
  }
}
