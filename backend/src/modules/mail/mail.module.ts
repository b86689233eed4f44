import { Module } from '@nestjs/common';
import { MailAttachments } from './mail-attachments';
import { MailTransport } from './mail-transport';
import { OutboxRepository } from './outbox.repository';
import { OutboxService } from './outbox.service';
import { OutboxWorker } from './outbox-worker';

/** The outbox: modules that send mail import this and queue mails in their own transactions. */
@Module({
  providers: [OutboxService, OutboxRepository, MailTransport, OutboxWorker, MailAttachments],
  exports: [OutboxService, OutboxWorker, MailAttachments],
})
export class MailModule {}
