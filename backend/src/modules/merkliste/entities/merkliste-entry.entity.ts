import { Entity, Index } from 'typeorm';
import { Col } from '../../../database/column-decorators';
import { WithGeneratedId } from '../../../database/id-entity';

/** A provider on an account's shortlist ("Merkliste", issue 25). */
@Entity('merkliste')
@Index('uq_merkliste_user_provider', ['userId', 'anbieterId'], { unique: true })
@Index('ix_merkliste_provider', ['anbieterId'])
export class MerklisteEntryEntity extends WithGeneratedId {
  @Col.ForeignId('users', 'fk_merkliste_user', 'CASCADE') userId!: number;

  @Col.ForeignId('providers', 'fk_merkliste_provider', 'CASCADE') anbieterId!: number;

  @Col.Timestamp() erstelltAm!: Date;
}
