import { Injectable } from '@nestjs/common';
import {
  type AdminReport,
  berlinToday,
  type ExportedReport,
  type MessageResponse,
  type ReportTarget,
} from '@event-kompass/shared-types';
import type { EntityManager } from 'typeorm';
import type { AuthUser } from '../../common/decorators/access.decorators';
import { RATE_RULES, RateLimiter } from '../../common/rate-limit/rate-limiter';
import { snakeCased } from '../../database/row-fields';
import { TransactionRunner } from '../../database/transaction-runner';
import { IdentityService } from '../identity';
import {
  type MailContext,
  newReportMail,
  OutboxService,
  reportOutcomeMail,
  reportReceivedMail,
} from '../mail';
import { ProviderService } from '../provider';
import { ReviewService } from '../review';
import type { CreateReportDto, ReportDecisionDto } from './dto/report.dto';
import type { ReportEntity } from './entities/report.entity';
import {
  LegalGroundRequired,
  ReportAlreadyDecided,
  ReportNotFound,
  ReportTargetNotFound,
} from './report.errors';
import { ReportRepository } from './report.repository';
import { StatementsOfReasons } from './statement-of-reasons';

const stars = (n: number) => `${n} von 5 Sternen`;

/**
 * Receipts one address gets per 24 hours. Anyone can type any address into the form, so the
 * receipt is a way to make us mail a stranger: it carries no text the reporter typed, and after
 * this many a day further reports are still stored, just not confirmed.
 */
export const RECEIPTS_PER_ADDRESS_PER_DAY = 3;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Notice and action (DSA Art. 16, 17): anyone reports a review or a listing; an admin decides.
 * A removal deletes the review or deactivates the listing through their modules, in the same
 * transaction as the decision and its mails (the statement of reasons to the affected party, the
 * outcome to the reporter).
 */
@Injectable()
export class ReportService {
  constructor(
    private readonly reports: ReportRepository,
    private readonly reviews: ReviewService,
    private readonly providers: ProviderService,
    private readonly identity: IdentityService,
    private readonly outbox: OutboxService,
    private readonly limiter: RateLimiter,
    private readonly tx: TransactionRunner,
    private readonly statements: StatementsOfReasons,
  ) {}

  async create(dto: CreateReportDto, ip: string, user: AuthUser | null): Promise<MessageResponse> {
    await this.limiter.hit(RATE_RULES.reportsPerIp, ip);
    const firmenname = await this.targetName(dto.art, dto.ziel_id);
    await this.tx.run(async (manager) => {
      const now = new Date();
      const receiptsSoFar = dto.email
        ? await this.reports.countWithAddressSince(manager, dto.email, new Date(now.getTime() - DAY_MS))
        : 0;
      const reportId = await this.reports.insert(manager, {
        art: dto.art,
        zielId: dto.ziel_id,
        grund: dto.grund,
        email: dto.email ?? null,
        userId: user?.id ?? null,
        erstelltAm: now,
      });
      await this.outbox.enqueue(
        manager,
        newReportMail(this.mailContext, {
          reportId,
          subjectText: subjectText(dto.art, firmenname),
          grund: dto.grund,
          email: dto.email ?? null,
        }),
      );
      if (dto.email && receiptsSoFar < RECEIPTS_PER_ADDRESS_PER_DAY) {
        await this.outbox.enqueue(
          manager,
          reportReceivedMail(this.mailContext, {
            reportId,
            to: dto.email,
            subjectText: subjectText(dto.art, firmenname),
          }),
        );
      }
    });
    return {
      msg: dto.email
        ? 'Vielen Dank für Ihre Meldung. Wir prüfen den Inhalt und teilen Ihnen unsere Entscheidung per E-Mail mit.'
        : 'Vielen Dank für Ihre Meldung. Wir prüfen den Inhalt so bald wie möglich.',
    };
  }

  /**
   * The name of the listing the reported content belongs to. Only what the public can see can be
   * reported: any review, a listing only while it is public.
   */
  private async targetName(art: ReportTarget, id: number): Promise<string> {
    let providerId: number | undefined = id;
    if (art === 'bewertung') providerId = (await this.reviews.findReportedByIds([id])).get(id)?.anbieterId;
    else if (!(await this.providers.isPublic(id))) providerId = undefined;
    const name =
      providerId === undefined ? undefined : (await this.providers.namesByIds([providerId])).get(providerId);
    if (name === undefined) throw new ReportTargetNotFound(art);
    return name;
  }

  /** Open first, newest first, each with its target as it stands now (four statements in all). */
  async list(): Promise<AdminReport[]> {
    const rows = await this.reports.findOpenFirst();
    const reviewIds = rows.filter((row) => row.art === 'bewertung').map((row) => row.zielId);
    const reviews = await this.reviews.findReportedByIds([...new Set(reviewIds)]);
    const providerIds = new Set<number>();
    for (const row of rows) {
      const providerId = row.art === 'anbieter' ? row.zielId : reviews.get(row.zielId)?.anbieterId;
      if (providerId !== undefined) providerIds.add(providerId);
    }
    const [names, authors] = await Promise.all([
      this.providers.namesByIds([...providerIds]),
      this.identity.contactsByIds([
        ...new Set(
          [...reviews.values()].map((review) => review.userId).filter((id): id is number => id !== null),
        ),
      ]),
    ]);
    return rows.map((row) => {
      let providerId: number | null = null;
      let label: string | null = null;
      let content: string | null = null;
      if (row.art === 'anbieter') {
        const name = names.get(row.zielId);
        if (name !== undefined) [providerId, label] = [row.zielId, name];
      } else {
        const review = reviews.get(row.zielId);
        if (review) {
          const author = review.userId === null ? undefined : authors.get(review.userId);
          const name = author ? `${author.vorname} ${author.nachname}` : 'ehemaliger Nutzer';
          providerId = review.anbieterId;
          label = `Bewertung von ${name} für „${names.get(review.anbieterId) ?? ''}“`;
          content = `${stars(review.sterne)}${review.kommentar ? `: ${review.kommentar}` : ''}`;
        }
      }
      return toAdminReport(row, providerId, label, content);
    });
  }

  async decide(id: number, dto: ReportDecisionDto, admin: AuthUser): Promise<MessageResponse> {
    const removing = dto.entscheidung === 'entfernt';
    const rechtsgrundlage = dto.rechtsgrundlage ?? null;
    if (removing && !rechtsgrundlage) throw new LegalGroundRequired();
    const now = new Date();
    const gone = await this.tx.run(async (manager) => {
      const report = await this.reports.findById(manager, id);
      if (!report) throw new ReportNotFound();
      if (report.status !== 'offen') throw new ReportAlreadyDecided();
      const affected = await this.statements.findAffected(manager, report.art, report.zielId);
      // The conditional UPDATE claims the decision first: of two admins deciding at once, the
      // second waits here (MySQL row lock), finds it decided and rolls back before removing anything.
      const decided = await this.reports.decide(manager, id, {
        entscheidung: dto.entscheidung,
        begruendung: dto.begruendung,
        rechtsgrundlage,
        at: now,
        adminId: admin.id,
      });
      if (!decided) throw new ReportAlreadyDecided();
      if (removing && affected) {
        await this.remove(manager, report);
        await this.statements.send(manager, affected, {
          reportId: report.id,
          art: report.art,
          at: now,
          begruendung: dto.begruendung,
          rechtsgrundlage: rechtsgrundlage ?? '',
          onNotice: true,
        });
      }
      if (report.email) {
        await this.outbox.enqueue(
          manager,
          reportOutcomeMail(this.mailContext, {
            reportId: report.id,
            to: report.email,
            reportedOn: berlinToday(report.erstelltAm),
            subjectText: subjectText(report.art, affected?.firmenname ?? null),
            removed: removing,
            begruendung: dto.begruendung,
          }),
        );
      }
      return affected === null;
    });
    if (!removing) return { msg: 'Die Meldung wurde abgelehnt; der Inhalt bleibt sichtbar.' };
    return {
      msg: gone
        ? 'Die Meldung ist erledigt. Der Inhalt war bereits entfernt.'
        : 'Der Inhalt wurde entfernt und die Begründung an den Betroffenen versandt.',
    };
  }

  /**
   * The reports a person sent, for their data export: logged in, or with their address once
   * confirmed (anyone can type any address into the form).
   */
  async reportsOf(userId: number, confirmedEmail: string | null): Promise<ExportedReport[]> {
    const rows = await this.tx.run((manager) => this.reports.findBy(manager, userId, confirmedEmail));
    return rows.map((row) =>
      snakeCased(row, [
        'id',
        'art',
        'zielId',
        'grund',
        'email',
        'erstelltAm',
        'status',
        'entscheidung',
        'begruendung',
        'entschiedenAm',
      ]),
    );
  }

  /** A deleted account's reports stay without its address, so nothing points back to the person. */
  forgetReporter(manager: EntityManager, userId: number, confirmedEmail: string | null): Promise<void> {
    return this.reports.forgetReporter(manager, userId, confirmedEmail);
  }

  /** Retention: decided reports whose decision lies before `cutoff` go; open ones stay. */
  deleteDecidedBefore(manager: EntityManager, cutoff: Date): Promise<number> {
    return this.reports.deleteDecidedBefore(manager, cutoff);
  }

  private get mailContext(): MailContext {
    return this.statements.mailContext;
  }

  private async remove(manager: EntityManager, report: ReportEntity): Promise<void> {
    if (report.art === 'bewertung') await this.reviews.deleteIn(manager, report.zielId);
    else await this.providers.deactivate(manager, report.zielId);
  }
}

function subjectText(art: ReportTarget, firmenname: string | null): string {
  if (art === 'anbieter') return firmenname ? `den Eintrag „${firmenname}“` : 'einen Eintrag';
  return firmenname ? `eine Bewertung zu „${firmenname}“` : 'eine Bewertung';
}

function toAdminReport(
  row: ReportEntity,
  providerId: number | null,
  label: string | null,
  content: string | null,
): AdminReport {
  return {
    id: row.id,
    art: row.art,
    ziel_id: row.zielId,
    grund: row.grund,
    email: row.email,
    status: row.status,
    erstellt_am: row.erstelltAm.toISOString(),
    ziel_anbieter_id: providerId,
    ziel_bezeichnung: label,
    ziel_inhalt: content,
    entscheidung: row.entscheidung,
    begruendung: row.begruendung,
    rechtsgrundlage: row.rechtsgrundlage,
    entschieden_am: row.entschiedenAm ? row.entschiedenAm.toISOString() : null,
  };
}
