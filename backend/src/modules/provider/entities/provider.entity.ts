import { FIELD_LIMITS, PROVIDER_NUMBER_LIMITS } from '@event-kompass/shared-types';
import { Entity, Index, JoinTable, ManyToMany } from 'typeorm';
import { Col } from '../../../database/column-decorators';
import { CategoryEntity } from '../../catalog';
import { WithGeneratedId } from '../../../database/id-entity';

@Entity('providers')
@Index('ix_providers_public', ['istFreigeschaltet', 'eintragGueltigBis'])
export class ProviderEntity extends WithGeneratedId {
  @Col.ShortText(FIELD_LIMITS.firmenname) firmenname!: string;

  @Col.Text() beschreibung!: string;

  @Col.ShortText(FIELD_LIMITS.email) email!: string;

  @Col.ShortText(FIELD_LIMITS.handynummer, { nullable: true }) handynummer!: string | null;

  @Col.ShortText(FIELD_LIMITS.url, { nullable: true }) websiteUrl!: string | null;

  @Col.ShortText(FIELD_LIMITS.url, { nullable: true }) instagramUrl!: string | null;

  @Col.Flag() istFreigeschaltet!: boolean;

  /** `YYYY-MM-DD`; the last day the listing is public. */
  @Col.Day({ nullable: true }) eintragGueltigBis!: string | null;

  @Col.ShortText(FIELD_LIMITS.neueKategorieVorschlag, { nullable: true })
  neueKategorieVorschlag!: string | null;

  /** German postal code (checked against the geo table on every write). */
  @Col.ShortText(5, { nullable: true }) plz!: string | null;

  /** The place of `plz`, derived on write so lists need no look-up. */
  @Col.ShortText(FIELD_LIMITS.placeName, { nullable: true }) ort!: string | null;

  @Col.Int({ default: PROVIDER_NUMBER_LIMITS.defaultRadiusKm }) einsatzradiusKm!: number;

  /** Whole euros. */
  @Col.Int({ nullable: true }) preisAb!: number | null;

  /** The company name folded for German-aware search (see search-normalize.ts). */
  @Col.ShortText(400, { default: '' }) searchName!: string;

  /** Name, description and category names, folded the same way. */
  @Col.Text() searchText!: string;

  @Col.Timestamp() erstelltAm!: Date;

  /**
   * When the admin or the owner last saved what the listing shows (the sitemap's `lastmod`); NULL:
   * not since it was created.
   */
  @Col.Timestamp({ nullable: true }) geaendertAm!: Date | null;

  /** `YYYY-MM-DD`: the day the daily job took the listing offline because it ended; cleared on activation. */
  @Col.Day({ nullable: true }) abgelaufenAm!: string | null;

  /** The AGB version accepted with the application (`AGB_VERSION`), and when. */
  @Col.ShortText(20, { nullable: true }) agbVersion!: string | null;

  @Col.Timestamp({ nullable: true }) agbAkzeptiertAm!: Date | null;

  /**
   * Median hours to the first answer and the share (%) answered within 48 h over the last 90
   * days, precomputed (inquiry/response-figures.ts) so lists and the search read them like any column;
   * null below the minimum number of inquiries.
   */
  @Col.Int({ nullable: true }) antwortzeitStunden?: number | null;

  @Col.Int({ nullable: true }) antwortquote?: number | null;

  /** The table itself (keys, index) is described by ProviderCategoryEntity. */
  @ManyToMany(() => CategoryEntity)
  @JoinTable({
    name: 'provider_categories',
    synchronize: false,
    joinColumn: { name: 'provider_id', referencedColumnName: 'id' },
    inverseJoinColumn: { name: 'category_id', referencedColumnName: 'id' },
  })
  kategorien!: CategoryEntity[];
}
