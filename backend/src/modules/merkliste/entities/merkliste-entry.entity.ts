import { Entity, Index } from 'typeorm';
import { ForeignId, TimestampColumn } from '../../../database/column-decorators';
import { WithGeneratedId } from '../../../database/id-entity';

/** A provider on an account's shortlist ("Merkliste", issue 25). */
@Entity('merkliste')
@Index('uq_merkliste_user_provider', ['userId', 'anbieterId'], { unique: true })
@Index('ix_merkliste_provider', ['anbieterId'])
export class MerklisteEntryEntity extends WithGeneratedId {
  @ForeignId('users', 'fk_merkliste_user', 'CASCADE') userId!: number;

  @ForeignId('providers', 'fk_merkliste_provider', 'CASCADE') anbieterId!: number;

  @TimestampColumn() erstelltAm!: Date;
}
