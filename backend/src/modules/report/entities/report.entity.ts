import {
  FIELD_LIMITS,
  REPORT_LIMITS,
  type ReportDecision,
  type ReportStatus,
  type ReportTarget,
} from '@event-kompass/shared-types';
import { Entity, Index } from 'typeorm';
import { Col } from '../../../database/column-decorators';
import { WithGeneratedId } from '../../../database/id-entity';

/**
 * A notice about a review or listing (DSA Art. 16) and, once decided, the decision with its
 * statement of reasons (Art. 17). `ziel_id` names a review or a provider by `art`, so it has no
 * foreign key: the report outlives the content it led to remove.
 */
@Entity('reports')
@Index('ix_reports_status', ['status', 'erstelltAm'])
export class ReportEntity extends WithGeneratedId {
  @Col.ShortText(20) art!: ReportTarget;

  @Col.Int() zielId!: number;

  @Col.Text() grund!: string;

  @Col.ShortText(FIELD_LIMITS.email, { nullable: true }) email!: string | null;

  /** The logged-in reporter; null for anonymous reports and once the account is deleted. */
  @Col.ForeignId('users', 'fk_reports_user', 'SET NULL') userId!: number | null;

  @Col.ShortText(20, { default: 'offen' }) status!: ReportStatus;

  @Col.Timestamp() erstelltAm!: Date;

  @Col.ShortText(20, { nullable: true }) entscheidung!: ReportDecision | null;

  @Col.Text({ nullable: true }) begruendung!: string | null;

  @Col.ShortText(REPORT_LIMITS.legalGround, { nullable: true }) rechtsgrundlage!: string | null;

  @Col.Timestamp({ nullable: true }) entschiedenAm!: Date | null;

  /** The admin who decided (DSA: a human decision); null once that account is deleted. */
  @Col.ForeignId('users', 'fk_reports_admin', 'SET NULL') entschiedenVon!: number | null;
}
