import { FIELD_LIMITS, PROVIDER_NUMBER_LIMITS } from '@event-kompass/shared-types';
import { Entity, Index, JoinTable, ManyToMany } from 'typeorm';
import {
  DayColumn,
  FlagColumn,
  IntColumn,
  ShortTextColumn,
  TextColumn,
  TimestampColumn,
} from '../../../database/column-decorators';
import { CategoryEntity } from '../../catalog';
import { WithGeneratedId } from '../../../database/id-entity';

@Entity('providers')
@Index('ix_providers_public', ['istFreigeschaltet', 'eintragGueltigBis'])
export class ProviderEntity extends WithGeneratedId {
  @ShortTextColumn(FIELD_LIMITS.firmenname) firmenname!: string;

  @TextColumn() beschreibung!: string;

  @ShortTextColumn(FIELD_LIMITS.email) email!: string;

  @ShortTextColumn(FIELD_LIMITS.handynummer, { nullable: true }) handynummer!: string | null;

  @ShortTextColumn(FIELD_LIMITS.url, { nullable: true }) websiteUrl!: string | null;

  @ShortTextColumn(FIELD_LIMITS.url, { nullable: true }) instagramUrl!: string | null;

  @FlagColumn() istFreigeschaltet!: boolean;

  /** `YYYY-MM-DD`; the last day the listing is public. */
  @DayColumn({ nullable: true }) eintragGueltigBis!: string | null;

  @ShortTextColumn(FIELD_LIMITS.neueKategorieVorschlag, { nullable: true })
  neueKategorieVorschlag!: string | null;

  /** German postal code (checked against the geo table on every write). */
  @ShortTextColumn(5, { nullable: true }) plz!: string | null;

  /** The place of `plz`, derived on write so lists need no look-up. */
  @ShortTextColumn(FIELD_LIMITS.placeName, { nullable: true }) ort!: string | null;

  @IntColumn({ default: PROVIDER_NUMBER_LIMITS.defaultRadiusKm }) einsatzradiusKm!: number;

  /** Whole euros. */
  @IntColumn({ nullable: true }) preisAb!: number | null;

  /** The company name folded for German-aware search (see search-normalize.ts). */
  @ShortTextColumn(400, { default: '' }) searchName!: string;

  /** Name, description and category names, folded the same way. */
  @TextColumn() searchText!: string;

  @TimestampColumn() erstelltAm!: Date;

  /**
   * When the admin or the owner last saved what the listing shows (the sitemap's `lastmod`); NULL:
   * not since it was created.
   */
  @TimestampColumn({ nullable: true }) geaendertAm!: Date | null;

  /** `YYYY-MM-DD`: the day the daily job took the listing offline because it ended; cleared on activation. */
  @DayColumn({ nullable: true }) abgelaufenAm!: string | null;

  /** The AGB version accepted with the application (`AGB_VERSION`), and when. */
  @ShortTextColumn(20, { nullable: true }) agbVersion!: string | null;

  @TimestampColumn({ nullable: true }) agbAkzeptiertAm!: Date | null;

  /**
   * Median hours to the first answer and the share (%) answered within 48 h over the last 90
   * days, precomputed (inquiry/response-figures.ts) so lists and the search read them like any column;
   * null below the minimum number of inquiries.
   */
  @IntColumn({ nullable: true }) antwortzeitStunden?: number | null;

  @IntColumn({ nullable: true }) antwortquote?: number | null;

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
