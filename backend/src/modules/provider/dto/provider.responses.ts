import {
  type ListingState,
  MAX_TAKEN_DATES,
  type OwnListing,
  type ProviderAvailability,
  type ProviderCategoryRef,
  type ProviderPhoto,
  type PublicProvider,
  type SearchResult,
} from '@event-kompass/shared-types';
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

/** A listing photo; the photo module answers with it too. */
export class PhotoBody implements ProviderPhoto {
  @ApiProperty({ type: 'integer' })
  id!: number;

  @ApiProperty({
    example: '/uploads/3f2a9c0d1e2b4a5c6d7e8f90-1600.webp',
    description: 'Großes WebP (≤ 1600 px)',
  })
  url!: string;

  @ApiProperty({
    example: '/uploads/3f2a9c0d1e2b4a5c6d7e8f90-480.webp',
    description: 'Kleines WebP (≤ 480 px)',
  })
  url_klein!: string;

  @ApiProperty({ description: 'Alternativtext' })
  alt!: string;

  @ApiProperty({ type: 'integer' })
  breite!: number;

  @ApiProperty({ type: 'integer' })
  hoehe!: number;
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
    type: [PhotoBody],
    description: 'Fotos in der Reihenfolge des Anbieters; das erste steht auf den Karten.',
  })
  fotos!: ProviderPhoto[];

  @ApiProperty({
    type: 'integer',
    nullable: true,
    description:
      'Median der Stunden bis zur ersten Antwort (letzte 90 Tage); null unter 3 Anfragen oder wenn die meisten unbeantwortet bleiben.',
  })
  antwortzeit_stunden!: number | null;

  @ApiProperty({
    type: 'integer',
    nullable: true,
    description:
      'Anteil (%) der Anfragen, die innerhalb von 48 Stunden beantwortet wurden; null unter 3 Anfragen.',
  })
  antwortquote!: number | null;

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

export class AvailabilityBody implements ProviderAvailability {
  @ApiProperty({
    type: [String],
    format: 'date',
    maxItems: MAX_TAKEN_DATES,
    description: 'Belegte Tage ab heute, aufsteigend.',
    example: ['2027-05-14'],
  })
  belegt!: string[];
}

export class OwnListingBody implements OwnListing {
  @ApiProperty({ type: 'integer' })
  id!: number;

  @ApiProperty()
  firmenname!: string;

  @ApiProperty()
  beschreibung!: string;

  @ApiProperty({ format: 'email' })
  email!: string;

  @ApiProperty({ type: String, nullable: true })
  handynummer!: string | null;

  @ApiProperty({ type: String, nullable: true, format: 'uri' })
  website_url!: string | null;

  @ApiProperty({ type: String, nullable: true, format: 'uri' })
  instagram_url!: string | null;

  @ApiProperty({ type: [CategoryRefBody] })
  kategorien!: ProviderCategoryRef[];

  @ApiProperty({ type: String, nullable: true, example: '68159' })
  plz!: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'Mannheim' })
  ort!: string | null;

  @ApiProperty({ type: 'integer' })
  einsatzradius_km!: number;

  @ApiProperty({ type: 'integer', nullable: true })
  preis_ab!: number | null;

  @ApiProperty()
  ist_freigeschaltet!: boolean;

  @ApiProperty({ type: String, nullable: true, format: 'date' })
  eintrag_gueltig_bis!: string | null;

  @ApiProperty({ enum: ['ausstehend', 'aktiv', 'abgelaufen'] })
  zustand!: ListingState;

  @ApiProperty({ example: 'Aktiv bis 19.11.2027' })
  zustand_text!: string;

  @ApiProperty({ type: String, nullable: true, format: 'uri' })
  verlaengerungs_link!: string | null;

  @ApiProperty({ type: 'integer', description: 'Anfragen mit Status „neu“.' })
  neue_anfragen!: number;

  @ApiProperty({ type: 'integer' })
  anfragen_gesamt!: number;
}
