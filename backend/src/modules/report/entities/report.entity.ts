import {
  FIELD_LIMITS,
  REPORT_LIMITS,
  type ReportDecision,
  type ReportStatus,
  type ReportTarget,
} from '@event-kompass/shared-types';
import { Column, Entity, Index } from 'typeorm';
import { ForeignKeyColumn } from '../../../database/column-decorators';
import { WithGeneratedId } from '../../../database/id-entity';

/**
 * A notice about a review or listing (DSA Art. 16) and, once decided, the decision with its
 * statement of reasons (Art. 17). `ziel_id` names a review or a provider by `art`, so it has no
 * foreign key: the report outlives the content it led to remove.
 */
@Entity('reports')
@Index('ix_reports_status', ['status', 'erstelltAm'])
export class ReportEntity extends WithGeneratedId {
  @Column({ type: 'varchar', length: 20 })
  art!: ReportTarget;

  @Column({ name: 'ziel_id', type: 'int' })
  zielId!: number;

  @Column({ type: 'text' })
  grund!: string;

  @Column({ type: 'varchar', length: FIELD_LIMITS.email, nullable: true })
  email!: string | null;

  /** The logged-in reporter; null for anonymous reports and once the account is deleted. */
  @ForeignKeyColumn('user_id', 'users', 'fk_reports_user', 'SET NULL')
  userId!: number | null;

  @Column({ type: 'varchar', length: 20, default: 'offen' })
  status!: ReportStatus;

  @Column({ name: 'erstellt_am', type: 'datetime' })
  erstelltAm!: Date;

  @Column({ type: 'varchar', length: 20, nullable: true })
  entscheidung!: ReportDecision | null;

  @Column({ type: 'text', nullable: true })
  begruendung!: string | null;

  @Column({ type: 'varchar', length: REPORT_LIMITS.legalGround, nullable: true })
  rechtsgrundlage!: string | null;

  @Column({ name: 'entschieden_am', type: 'datetime', nullable: true })
  entschiedenAm!: Date | null;

  /** The admin who decided (DSA: a human decision); null once that account is deleted. */
  @ForeignKeyColumn('entschieden_von', 'users', 'fk_reports_admin', 'SET NULL')
  entschiedenVon!: number | null;
}
