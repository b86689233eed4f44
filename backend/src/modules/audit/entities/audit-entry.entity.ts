import { AUDIT_LIMITS, FIELD_LIMITS } from '@event-kompass/shared-types';
import { Column, Entity, Index } from 'typeorm';
import { WithGeneratedId } from '../../../database/id-entity';

/**
 * One admin write, inserted in the same transaction as the write itself (common/audit). No
 * route changes or deletes a row. The admin is kept by e-mail, not by a foreign key: the trail
 * outlives the admin's account.
 */
@Entity('audit_log')
@Index('ix_audit_log_zeit', ['zeit'])
export class AuditEntryEntity extends WithGeneratedId {
  @Column({ type: 'datetime' })
  zeit!: Date;

  @Column({ name: 'admin_email', type: 'varchar', length: FIELD_LIMITS.email })
  adminEmail!: string;

  @Column({ type: 'varchar', length: AUDIT_LIMITS.aktion })
  aktion!: string;

  @Column({ type: 'varchar', length: AUDIT_LIMITS.ziel })
  ziel!: string;

  @Column({ type: 'text', nullable: true })
  details!: string | null;
}
