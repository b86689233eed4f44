import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { TransactionRunner } from '../../database/transaction-runner';
import { OutboxMailEntity } from './entities/outbox-mail.entity';
import { MailAttachments } from './mail-attachments';
import { isOneTimeLinkMail, ONE_TIME_LINK_REMOVED } from './templates/one-time-link';
import { MailTransport } from './mail-transport';
import { OutboxRepository } from './outbox.repository';
import { withoutAddresses } from '../../common/text/without-addresses';

export const POLL_INTERVAL_MS = 5_000;
/** How long a claimed mail stays reserved for one worker; after that another may take it. */
export const CLAIM_MS = 2 * 60_000;
export const MAX_ATTEMPTS = 10;
const BATCH = 20;
const BASE_BACKOFF_MS = 60_000;
const MAX_BACKOFF_MS = 6 * 60 * 60_000;

/** Wait before attempt n+1 after n failed ones: 1, 2, 4 … minutes, at most 6 hours. */
export function backoffMs(failedAttempts: number): number {
  return Math.min(MAX_BACKOFF_MS, BASE_BACKOFF_MS * 2 ** Math.max(0, failedAttempts - 1));
}

export interface DeliveryReport {
  sent: number;
  failed: number;
  /** Due mails left pending (no SMTP configured, or claimed elsewhere). */
  skipped: number;
}

/**
 * Delivers the outbox. Each mail is claimed with a conditional UPDATE (only one instance's
 * UPDATE matches), sent, then marked sent; failures are retried with exponential backoff.
 * A crash between sending and marking can repeat a mail once the claim has expired — at
 * least once, never lost.
 */
@Injectable()
export class OutboxWorker implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Postausgang');
  private readonly workerId = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> = Promise.resolve();
  private stopped = false;
  private readonly reportedUnsent = new Set<number>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly outbox: OutboxRepository,
    private readonly tx: TransactionRunner,
    private readonly transport: MailTransport,
    private readonly attachments: MailAttachments,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.config.runBackgroundWork) return;
    if (!this.transport.configured) {
      this.logger.warn(
        'SMTP_URL ist nicht gesetzt: E-Mails bleiben im Postausgang (Tabelle mail_outbox) und werden protokolliert.',
      );
    }
    this.schedule(1_000);
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running.catch(() => undefined);
  }

  private schedule(delay: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.deliverDue()
        // A full batch means more are waiting (e.g. after a burst or downtime): go on at once.
        .then((report) => (report.sent + report.failed >= BATCH ? 0 : POLL_INTERVAL_MS))
        .catch((error: unknown) => {
          this.logger.error('Zustellung fehlgeschlagen', (error as Error)?.stack);
          return POLL_INTERVAL_MS;
        })
        .then((next) => this.schedule(next));
    }, delay);
    this.timer.unref();
  }

  /** Sends every due mail once (tests and the poll loop call this). */
  async deliverDue(now: Date = new Date()): Promise<DeliveryReport> {
    const report: DeliveryReport = { sent: 0, failed: 0, skipped: 0 };
    const due = await this.outbox.findDue(now, BATCH);
    if (!this.transport.configured) {
      for (const mail of due) {
        if (this.reportedUnsent.has(mail.id)) continue;
        this.reportedUnsent.add(mail.id);
        this.logger.log(
          // No address in the log: a log line outlives the account the mail was for.
          `Nicht versendet (kein SMTP_URL): #${mail.id} (${mail.causeKey})`,
        );
      }
      report.skipped = due.length;
      return report;
    }
    for (const mail of due) {
      if (!(await this.claim(mail.id, now))) {
        report.skipped += 1;
        continue;
      }
      try {
        await this.transport.send({
          to: mail.recipient,
          replyTo: mail.replyTo,
          subject: mail.subject,
          text: mail.bodyText,
          html: mail.bodyHtml,
          headers: storedHeaders(mail.headers),
          // Read now, not kept in the row; a file not to be had fails this attempt like SMTP would.
          attachments: mail.attachment ? [await this.attachments.resolve(mail.attachment)] : undefined,
        });
      } catch (error) {
        report.failed += 1;
        await this.recordFailure(mail, error, now);
        continue;
      }
      report.sent += 1;
      await this.tx.run((manager) =>
        this.outbox.recordOutcome(manager, mail.id, this.workerId, {
          status: 'sent',
          sentAt: new Date(),
          attempts: mail.attempts + 1,
          claimedBy: null,
          claimedUntil: null,
          lastError: null,
          ...withoutOneTimeLink(mail),
        }),
      );
    }
    return report;
  }

  private async claim(id: number, now: Date): Promise<boolean> {
    return this.tx.run((manager) =>
      this.outbox.claim(manager, id, this.workerId, now, new Date(now.getTime() + CLAIM_MS)),
    );
  }

  private async recordFailure(mail: OutboxMailEntity, error: unknown, now: Date): Promise<void> {
    const attempts = mail.attempts + 1;
    const giveUp = attempts >= MAX_ATTEMPTS;
    const reason = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
    this.logger.warn(
      `Versand von #${mail.id} (${mail.causeKey}) fehlgeschlagen (Versuch ${attempts}${giveUp ? ', aufgegeben' : ''}): ${withoutAddresses(reason)}`,
    );
    await this.tx.run((manager) =>
      this.outbox.recordOutcome(manager, mail.id, this.workerId, {
        status: giveUp ? 'failed' : 'pending',
        attempts,
        nextAttemptAt: new Date(now.getTime() + backoffMs(attempts)),
        claimedBy: null,
        claimedUntil: null,
        lastError: reason,
        ...(giveUp ? withoutOneTimeLink(mail) : {}),
      }),
    );
  }
}

/** A delivered (or given-up) single-use link has no business staying readable in the outbox. */
function withoutOneTimeLink(
  mail: OutboxMailEntity,
): Partial<Pick<OutboxMailEntity, 'bodyText' | 'bodyHtml'>> {
  return isOneTimeLinkMail(mail.causeKey)
    ? { bodyText: ONE_TIME_LINK_REMOVED, bodyHtml: ONE_TIME_LINK_REMOVED }
    : {};
}

/** The headers column holds a JSON object of strings; anything else is ignored, never sent. */
function storedHeaders(json: string | null): Record<string, string> | undefined {
  if (!json) return undefined;
  try {
    const parsed: unknown = JSON.parse(json);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return undefined;
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  } catch {
    return undefined;
  }
}
