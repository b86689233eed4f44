import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { ReportDecision } from '@event-kompass/shared-types';
import { DataSource, type EntityManager } from 'typeorm';
import { deleteRows } from '../../database/delete-rows';
import { updateRows } from '../../database/update-rows';
import { ReportEntity } from './entities/report.entity';

export type NewReport = Pick<ReportEntity, 'art' | 'zielId' | 'grund' | 'email' | 'userId' | 'erstelltAm'>;

export interface Decision {
  entscheidung: ReportDecision;
  begruendung: string;
  rechtsgrundlage: string | null;
  at: Date;
  adminId: number;
}

type DecidedColumns = Pick<
  ReportEntity,
  'status' | 'entscheidung' | 'begruendung' | 'rechtsgrundlage' | 'entschiedenAm' | 'entschiedenVon'
>;

/** What a decision writes into its report's row, whether the report came first or not. */
function decidedColumns(decision: Decision): DecidedColumns {
  return {
    status: 'erledigt',
    entscheidung: decision.entscheidung,
    begruendung: decision.begruendung,
    rechtsgrundlage: decision.rechtsgrundlage,
    entschiedenAm: decision.at,
    entschiedenVon: decision.adminId,
  };
}

/** The only code that touches `reports`. */
@Injectable()
export class ReportRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async insert(manager: EntityManager, report: NewReport): Promise<number> {
    const saved = await manager.save(ReportEntity, { ...report, status: 'offen' as const });
    return saved.id;
  }

  /** A decision made without a report (an admin's own removal), recorded as a decided report. */
  async insertDecided(manager: EntityManager, report: NewReport & { decision: Decision }): Promise<number> {
    const { decision, ...fields } = report;
    const saved = await manager.save(ReportEntity, { ...fields, ...decidedColumns(decision) });
    return saved.id;
  }

  /** How many reports left this address for feedback since `since` (the receipt cap counts them). */
  async countWithAddressSince(manager: EntityManager, email: string, since: Date): Promise<number> {
    return manager
      .createQueryBuilder(ReportEntity, 'report')
      .where('report.email = :email AND report.erstellt_am >= :since', { email, since })
      .getCount();
  }

  /** The reports a person sent: logged in as `userId`, or with the address `email` when given. */
  findBy(manager: EntityManager, userId: number, email: string | null): Promise<ReportEntity[]> {
    return manager.find(ReportEntity, {
      where: email === null ? [{ userId }] : [{ userId }, { email }],
      order: { id: 'ASC' },
    });
  }

  /** The reports stay (the decision and the yearly figures need them); who sent them does not. */
  async forgetReporter(manager: EntityManager, userId: number, email: string | null): Promise<void> {
    await manager.update(ReportEntity, { userId }, { userId: null, email: null });
    if (email !== null) await manager.update(ReportEntity, { email }, { email: null });
  }

  /** Open ones first, each group newest first. */
  findOpenFirst(): Promise<ReportEntity[]> {
    return this.db.manager
      .createQueryBuilder(ReportEntity, 'report')
      .orderBy("CASE WHEN report.status = 'offen' THEN 0 ELSE 1 END", 'ASC')
      .addOrderBy('report.erstelltAm', 'DESC')
      .addOrderBy('report.id', 'DESC')
      .getMany();
  }

  findById(manager: EntityManager, id: number): Promise<ReportEntity | null> {
    return manager.findOneBy(ReportEntity, { id });
  }

  /** Records the decision unless there is one already (a conditional UPDATE: one admin wins). */
  async decide(manager: EntityManager, id: number, decision: Decision): Promise<boolean> {
    const changed = await updateRows(
      manager,
      ReportEntity,
      decidedColumns(decision),
      "id = :id AND status = 'offen'",
      { id },
    );
    return changed === 1;
  }

  /** Decided reports whose decision lies before `cutoff`; open ones always stay. */
  deleteDecidedBefore(manager: EntityManager, cutoff: Date): Promise<number> {
    return deleteRows(manager, ReportEntity, "status = 'erledigt' AND entschieden_am < :cutoff", { cutoff });
  }
}
