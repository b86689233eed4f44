import { AUDIT_LIMITS, FIELD_LIMITS } from '@event-kompass/shared-types';
import { Entity, Index } from 'typeorm';
import { Col } from '../../../database/column-decorators';
import { WithGeneratedId } from '../../../database/id-entity';

/**
 * One admin write, inserted in the same transaction as the write itself (common/audit). No
 * route changes or deletes a row. The admin is kept by e-mail, not by a foreign key: the trail
 * outlives the admin's account.
 */
@Entity('audit_log')
@Index('ix_audit_log_zeit', ['zeit'])
export class AuditEntryEntity extends WithGeneratedId {
  @Col.Timestamp() zeit!: Date;

  @Col.ShortText(FIELD_LIMITS.email) adminEmail!: string;

  @Col.ShortText(AUDIT_LIMITS.aktion) aktion!: string;

  @Col.ShortText(AUDIT_LIMITS.ziel) ziel!: string;

  @Col.Text({ nullable: true }) details!: string | null;
}
