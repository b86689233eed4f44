/** The mail module's public surface: queue mails in a transaction, the templates, the worker. */
export { MailModule } from './mail.module';
export { OutboxService, type OutgoingMail } from './outbox.service';
export { OutboxWorker } from './outbox-worker';
export * from './mail-templates';
export { OutboxMailEntity } from './entities/outbox-mail.entity';
