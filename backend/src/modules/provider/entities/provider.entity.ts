import { FIELD_LIMITS, PROVIDER_NUMBER_LIMITS } from '@event-kompass/shared-types';
import { Column, Entity, Index, JoinTable, ManyToMany } from 'typeorm';
import { FlagColumn } from '../../../database/column-decorators';
import { CategoryEntity } from '../../catalog';
import { WithGeneratedId } from '../../../database/id-entity';

@Entity('providers')
@Index('ix_providers_public', ['istFreigeschaltet', 'eintragGueltigBis'])
export class ProviderEntity extends WithGeneratedId {
  @Column({ type: 'varchar', length: FIELD_LIMITS.firmenname })
  firmenname!: string;

  @Column({ type: 'text' })
  beschreibung!: string;

  @Column({ type: 'varchar', length: FIELD_LIMITS.email })
  email!: string;

  @Column({ type: 'varchar', length: FIELD_LIMITS.handynummer, nullable: true })
  handynummer!: string | null;

  @Column({ name: 'website_url', type: 'varchar', length: FIELD_LIMITS.url, nullable: true })
  websiteUrl!: string | null;

  @Column({ name: 'instagram_url', type: 'varchar', length: FIELD_LIMITS.url, nullable: true })
  instagramUrl!: string | null;

  @FlagColumn('ist_freigeschaltet')
  istFreigeschaltet!: boolean;

  /** `YYYY-MM-DD`; the last day the listing is public. */
  @Column({ name: 'eintrag_gueltig_bis', type: 'date', nullable: true })
  eintragGueltigBis!: string | null;

  @Column({
    name: 'neue_kategorie_vorschlag',
    type: 'varchar',
    length: FIELD_LIMITS.neueKategorieVorschlag,
    nullable: true,
  })
  neueKategorieVorschlag!: string | null;

  /** German postal code (checked against the geo table on every write). */
  @Column({ type: 'varchar', length: 5, nullable: true })
  plz!: string | null;

  /** The place of `plz`, derived on write so lists need no look-up. */
  @Column({ type: 'varchar', length: FIELD_LIMITS.placeName, nullable: true })
  ort!: string | null;

  @Column({ name: 'einsatzradius_km', type: 'int', default: PROVIDER_NUMBER_LIMITS.defaultRadiusKm })
  einsatzradiusKm!: number;

  /** Whole euros. */
  @Column({ name: 'preis_ab', type: 'int', nullable: true })
  preisAb!: number | null;

  /** The company name folded for German-aware search (see search-normalize.ts). */
  @Column({ name: 'search_name', type: 'varchar', length: 400, default: '' })
  searchName!: string;

  /** Name, description and category names, folded the same way. */
  @Column({ name: 'search_text', type: 'text' })
  searchText!: string;

  @Column({ name: 'erstellt_am', type: 'datetime' })
  erstelltAm!: Date;

  /**
   * When the admin or the owner last saved what the listing shows (the sitemap's `lastmod`); NULL:
   * not since it was created.
   */
  @Column({ name: 'geaendert_am', type: 'datetime', nullable: true })
  geaendertAm!: Date | null;

  /** `YYYY-MM-DD`: the day the daily job took the listing offline because it ended; cleared on activation. */
  @Column({ name: 'abgelaufen_am', type: 'date', nullable: true })
  abgelaufenAm!: string | null;

  /** The AGB version accepted with the application (`AGB_VERSION`), and when. */
  @Column({ name: 'agb_version', type: 'varchar', length: 20, nullable: true })
  agbVersion!: string | null;

  @Column({ name: 'agb_akzeptiert_am', type: 'datetime', nullable: true })
  agbAkzeptiertAm!: Date | null;

  /**
   * Median hours to the first answer and the share (%) answered within 48 h over the last 90
   * days, precomputed (inquiry/response-figures.ts) so lists and the search read them like any column;
   * null below the minimum number of inquiries.
   */
  @Column({ name: 'antwortzeit_stunden', type: 'int', nullable: true })
  antwortzeitStunden?: number | null;

  @Column({ type: 'int', nullable: true })
  antwortquote?: number | null;

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
