import type { ProviderCategoryRef, PublicProvider, SearchResult } from '@event-kompass/shared-types';
import { ApiProperty } from '@nestjs/swagger';

/** Response shapes for the API reference; the shared types stay the definition. */
class CategoryRefBody implements ProviderCategoryRef {
  @ApiProperty({ type: 'integer' })
  id!: number;

  @ApiProperty()
  name!: string;

  @ApiProperty({ example: '#48bb78' })
  farbe!: string;
}

export class PublicProviderBody implements PublicProvider {
  @ApiProperty({ type: 'integer' })
  id!: number;

  @ApiProperty()
  firmenname!: string;

  @ApiProperty()
  beschreibung!: string;

  @ApiProperty({ type: String, nullable: true, format: 'uri' })
  website_url!: string | null;

  @ApiProperty({ type: String, nullable: true, format: 'uri' })
  instagram_url!: string | null;

  @ApiProperty({ type: [CategoryRefBody] })
  kategorien!: ProviderCategoryRef[];

  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'Durchschnitt der Sterne; null ohne Bewertungen.',
  })
  average_rating!: number | null;

  @ApiProperty({ type: 'integer' })
  review_count!: number;

  @ApiProperty({ type: String, nullable: true, example: '68159', description: 'Postleitzahl' })
  plz!: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'Mannheim', description: 'Ort zur PLZ' })
  ort!: string | null;

  @ApiProperty({ type: 'integer', minimum: 0, maximum: 500, description: 'Einsatzradius in km' })
  einsatzradius_km!: number;

  @ApiProperty({ type: 'integer', nullable: true, description: 'Preis ab (ganze Euro)' })
  preis_ab!: number | null;

  @ApiProperty({
    type: 'integer',
    required: false,
    description: 'Entfernung in km von der angefragten PLZ (nur mit Parameter plz).',
  })
  entfernung_km?: number;
}

export class SearchResultBody extends PublicProviderBody implements SearchResult {
  @ApiProperty({ description: 'Die Namen seiner Kategorien, durch Komma getrennt.' })
  kategorie_name!: string;
}
