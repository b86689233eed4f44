import { Injectable } from '@nestjs/common';
import {
  DEFAULT_REMOVAL_REASON,
  type MessageResponse,
  OWN_INITIATIVE_GROUND,
  OWN_INITIATIVE_REASON,
  type ReportTarget,
} from '@event-kompass/shared-types';
import type { EntityManager } from 'typeorm';
import type { AuthUser } from '../../common/decorators/access.decorators';
import { TransactionRunner } from '../../database/transaction-runner';
import { AdminProviderService } from '../provider';
import { ReviewNotFound, ReviewService } from '../review';
import { ReportRepository } from './report.repository';
import { type Affected, StatementsOfReasons } from './statement-of-reasons';

/**
 * Removals an admin makes outside the report flow: deleting a review, deleting a listing or
 * taking it offline. Each is recorded as a decided `reports` row marked as the admin's own
 * initiative (so the yearly figures count it) and its statement of reasons is mailed to the
 * affected party (DSA Art. 17), in the transaction of the removal.
 */
@Injectable()
export class ModerationService {
  constructor(
    private readonly reports: ReportRepository,
    private readonly statements: StatementsOfReasons,
    private readonly reviews: ReviewService,
    private readonly adminProviders: AdminProviderService,
    private readonly tx: TransactionRunner,
  ) {}

  async removeReview(id: number, admin: AuthUser, begruendung?: string | null): Promise<MessageResponse> {
    await this.tx.run(async (manager) => {
      const affected = await this.statements.findAffected(manager, 'bewertung', id);
      if (!(await this.reviews.deleteIn(manager, id))) throw new ReviewNotFound();
      await this.record(manager, 'bewertung', id, admin, begruendung, affected);
    });
    return { msg: 'Die Bewertung wurde gelöscht.' };
  }

  async removeListing(id: number, admin: AuthUser, begruendung?: string | null): Promise<MessageResponse> {
    const { msg, followUp } = await this.tx.run(async (manager) => {
      const affected = await this.statements.findAffected(manager, 'anbieter', id);
      const removed = await this.adminProviders.removeIn(manager, id);
      await this.record(manager, 'anbieter', id, admin, begruendung, affected, true);
      return removed;
    });
    await followUp();
    return { msg };
  }

  /** For the admin's edit: runs in its transaction once the listing went offline. */
  listingTakenOffline(
    id: number,
    admin: AuthUser,
    begruendung?: string | null,
  ): (manager: EntityManager) => Promise<void> {
    return async (manager) => {
      const affected = await this.statements.findAffected(manager, 'anbieter', id);
      await this.record(manager, 'anbieter', id, admin, begruendung, affected);
    };
  }

  private async record(
    manager: EntityManager,
    art: ReportTarget,
    zielId: number,
    admin: AuthUser,
    begruendung: string | null | undefined,
    affected: Affected | null,
    listingDeleted = false,
  ): Promise<void> {
    const at = new Date();
    const reasons = begruendung || DEFAULT_REMOVAL_REASON;
    const reportId = await this.reports.insertDecided(manager, {
      art,
      zielId,
      grund: OWN_INITIATIVE_REASON,
      email: null,
      userId: null,
      erstelltAm: at,
      decision: {
        entscheidung: 'entfernt',
        begruendung: reasons,
        rechtsgrundlage: OWN_INITIATIVE_GROUND,
        at,
        adminId: admin.id,
      },
    });
    // Nobody to tell: a review whose author deleted their account.
    if (!affected) return;
    await this.statements.send(manager, affected, {
      reportId,
      art,
      at,
      begruendung: reasons,
      rechtsgrundlage: OWN_INITIATIVE_GROUND,
      onNotice: false,
      listingDeleted,
    });
  }
}
