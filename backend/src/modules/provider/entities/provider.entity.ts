import { Column, Entity, JoinTable, ManyToMany, PrimaryGeneratedColumn } from 'typeorm';
import { CategoryEntity } from '../../catalog/entities/category.entity';

@Entity('providers')
export class ProviderEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 200 })
  firmenname!: string;

  @Column({ type: 'text' })
  beschreibung!: string;

  @Column({ type: 'varchar', length: 254 })
  email!: string;

  @Column({ type: 'varchar', length: 40, nullable: true })
  handynummer!: string | null;

  @Column({ name: 'website_url', type: 'varchar', length: 500, nullable: true })
  websiteUrl!: string | null;

  @Column({ name: 'instagram_url', type: 'varchar', length: 500, nullable: true })
  instagramUrl!: string | null;

  @Column({ name: 'ist_freigeschaltet', type: 'boolean', default: false })
  istFreigeschaltet!: boolean;

  /** `YYYY-MM-DD`; the last day the listing is public. */
  @Column({ name: 'eintrag_gueltig_bis', type: 'date', nullable: true })
  eintragGueltigBis!: string | null;

  @Column({ name: 'neue_kategorie_vorschlag', type: 'varchar', length: 200, nullable: true })
  neueKategorieVorschlag!: string | null;

  /** The company name folded for German-aware search (see search-normalize.ts). */
  @Column({ name: 'search_name', type: 'varchar', length: 400, default: '' })
  searchName!: string;

  /** Name, description and category names, folded the same way. */
  @Column({ name: 'search_text', type: 'text' })
  searchText!: string;

  @Column({ name: 'erstellt_am', type: 'datetime' })
  erstelltAm!: Date;

  @ManyToMany(() => CategoryEntity)
  @JoinTable({
    name: 'provider_categories',
    joinColumn: { name: 'provider_id', referencedColumnName: 'id' },
    inverseJoinColumn: { name: 'category_id', referencedColumnName: 'id' },
  })
  kategorien!: CategoryEntity[];
}
