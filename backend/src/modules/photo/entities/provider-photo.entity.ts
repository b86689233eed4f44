import { FIELD_LIMITS } from '@event-kompass/shared-types';
import { Entity, Index } from 'typeorm';
import { Col } from '../../../database/column-decorators';
import { WithGeneratedId } from '../../../database/id-entity';

/** One photo of a listing: its two stored sizes (content-hashed names), order and alt text. */
@Entity('provider_photos')
@Index('ix_provider_photos_provider', ['providerId', 'position'])
export class ProviderPhotoEntity extends WithGeneratedId {
  @Col.ForeignId('providers', 'fk_pp_provider', 'CASCADE') providerId!: number;

  /** 0 is the first photo (shown on the cards). */
  @Col.Int() position!: number;

  /** The large WebP (≤ 1600 px), e.g. `3f2a…-1600.webp`. */
  @Col.ShortText(64) datei!: string;

  /** The small WebP (≤ 480 px) for cards and `srcset`. */
  @Col.ShortText(64) dateiKlein!: string;

  /** Of the large file, so pages can reserve the space before it loads. */
  @Col.Int() breite!: number;

  @Col.Int() hoehe!: number;

  @Col.ShortText(FIELD_LIMITS.photoAlt, { default: '' }) alt!: string;

  @Col.Timestamp() erstelltAm!: Date;
}
