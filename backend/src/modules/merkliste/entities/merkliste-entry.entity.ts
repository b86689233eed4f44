import { Column, Entity, Index } from 'typeorm';
import { ForeignKey } from '../../../database/column-decorators';
import { WithGeneratedId } from '../../../database/id-entity';

/** A provider on an account's shortlist ("Merkliste", issue 25). */
@Entity('merkliste')
@Index('uq_merkliste_user_provider', ['userId', 'anbieterId'], { unique: true })
@Index('ix_merkliste_provider', ['anbieterId'])
export class MerklisteEntryEntity extends WithGeneratedId {
  @Column({ name: 'user_id', type: 'int' })
  userId!: number;

  @ForeignKey({ table: 'users', column: 'user_id', name: 'fk_merkliste_user', onDelete: 'CASCADE' })
  readonly user?: unknown;

  @Column({ name: 'anbieter_id', type: 'int' })
  anbieterId!: number;

  @ForeignKey({
    table: 'providers',
    column: 'anbieter_id',
    name: 'fk_merkliste_provider',
    onDelete: 'CASCADE',
  })
  readonly anbieter?: unknown;

  @Column({ name: 'erstellt_am', type: 'datetime' })
  erstelltAm!: Date;
}
