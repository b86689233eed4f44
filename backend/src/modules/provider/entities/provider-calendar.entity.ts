import { Column, Entity, Index } from 'typeorm';
import { ForeignKey } from '../../../database/column-decorators';
import { WithGeneratedId } from '../../../database/id-entity';

/** A listing's calendar sync: the secret feed address and the external calendar read into it. */
@Entity('provider_calendars')
@Index('uq_provider_calendars_provider', ['anbieterId'], { unique: true })
@Index('uq_provider_calendars_token', ['feedToken'], { unique: true })
export class ProviderCalendarEntity extends WithGeneratedId {
  @Column({ name: 'anbieter_id', type: 'int' })
  anbieterId!: number;

  @ForeignKey({ table: 'providers', column: 'anbieter_id', name: 'fk_pcal_provider', onDelete: 'CASCADE' })
  readonly anbieter?: unknown;

  /** The secret in the feed's address; a new one makes the old address answer 404. */
  @Column({ name: 'feed_token', type: 'varchar', length: 64, nullable: true })
  feedToken!: string | null;

  @Column({ name: 'import_url', type: 'varchar', length: 500, nullable: true })
  importUrl!: string | null;

  /** When the import last read the external calendar successfully. */
  @Column({ name: 'import_stand', type: 'datetime', nullable: true })
  importStand!: Date | null;

  /** Why the last import failed (German, shown to the owner); null after a success. */
  @Column({ name: 'import_fehler', type: 'varchar', length: 300, nullable: true })
  importFehler!: string | null;
}
