import { FIELD_LIMITS } from '@event-kompass/shared-types';
import { Column, Entity, Index } from 'typeorm';
import { ForeignKeyColumn } from '../../../database/column-decorators';
import { WithGeneratedId } from '../../../database/id-entity';

/** One photo of a listing: its two stored sizes (content-hashed names), order and alt text. */
@Entity('provider_photos')
@Index('ix_provider_photos_provider', ['providerId', 'position'])
export class ProviderPhotoEntity extends WithGeneratedId {
  @ForeignKeyColumn('provider_id', 'providers', 'fk_pp_provider', 'CASCADE')
  providerId!: number;

  /** 0 is the first photo (shown on the cards). */
  @Column({ type: 'int' })
  position!: number;

  /** The large WebP (≤ 1600 px), e.g. `3f2a…-1600.webp`. */
  @Column({ type: 'varchar', length: 64 })
  datei!: string;

  /** The small WebP (≤ 480 px) for cards and `srcset`. */
  @Column({ name: 'datei_klein', type: 'varchar', length: 64 })
  dateiKlein!: string;

  /** Of the large file, so pages can reserve the space before it loads. */
  @Column({ type: 'int' })
  breite!: number;

  @Column({ type: 'int' })
  hoehe!: number;

  @Column({ type: 'varchar', length: FIELD_LIMITS.photoAlt, default: '' })
  alt!: string;

  @Column({ name: 'erstellt_am', type: 'datetime' })
  erstelltAm!: Date;
}
