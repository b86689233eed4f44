/** The mail module's public surface: queue mails in a transaction, the templates, the worker. */
export { MailModule } from './mail.module';
export { OutboxService, type OutgoingMail } from './outbox.service';
export { OutboxWorker } from './outbox-worker';
export { MailAttachments, type MailAttachment } from './mail-attachments';
export { OutboxMailEntity } from './entities/outbox-mail.entity';
export type { MailContext } from './templates/render';
export { renewalUrl, type SiteContext, unsubscribePageUrl } from './templates/links';
export { isOneTimeLinkMail, ONE_TIME_LINK_REMOVED } from './templates/one-time-link';
export { emailConfirmationMail, passwordResetMail } from './templates/account';
export { newInquiryMail, threadMessageMail } from './templates/inquiry';
export { reviewReminderMail } from './templates/review';
export {
  type ApplicationData,
  applicationForOperatorMail,
  applicationReceivedMail,
  listingActivatedMail,
} from './templates/listing';
export {
  deactivationMail,
  expiryReminderMail,
  type OpenInvoice,
  renewalBillingMail,
} from './templates/renewal';
export {
  accountRemovalMail,
  moderationDecisionMail,
  newReportMail,
  reportOutcomeMail,
  reportReceivedMail,
} from './templates/report';
export { contactMessageMail } from './templates/contact';
export {
  bookedElsewhereMail,
  inquiryStatusMail,
  type QuoteDecision,
  quoteDecisionMail,
  quoteSentMail,
} from './templates/quote';
export {
  invoiceCancelledMail,
  invoiceIssuedMail,
  invoicePaidMail,
  type InvoiceMailData,
} from './templates/invoice';
