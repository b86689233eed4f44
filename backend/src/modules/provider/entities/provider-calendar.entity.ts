import { Entity, Index } from 'typeorm';
import { Col } from '../../../database/column-decorators';
import { WithGeneratedId } from '../../../database/id-entity';

/** A listing's calendar sync: the secret feed address and the external calendar read into it. */
@Entity('provider_calendars')
@Index('uq_provider_calendars_provider', ['anbieterId'], { unique: true })
@Index('uq_provider_calendars_token', ['feedToken'], { unique: true })
export class ProviderCalendarEntity extends WithGeneratedId {
  @Col.ForeignId('providers', 'fk_pcal_provider', 'CASCADE') anbieterId!: number;

  /** The secret in the feed's address; a new one makes the old address answer 404. */
  @Col.ShortText(64, { nullable: true }) feedToken!: string | null;

  @Col.ShortText(500, { nullable: true }) importUrl!: string | null;

  /** When the import last read the external calendar successfully. */
  @Col.Timestamp({ nullable: true }) importStand!: Date | null;

  /** Why the last import failed (German, shown to the owner); null after a success. */
  @Col.ShortText(300, { nullable: true }) importFehler!: string | null;
}
