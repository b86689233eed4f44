import type { ProviderReviews, Review, ReviewEligibility, ReviewStats } from '@event-kompass/shared-types';
import { ApiProperty } from '@nestjs/swagger';

/** Response shapes for the API reference; the shared types stay the definition. */
class ReviewBody implements Review {
  @ApiProperty({ type: 'integer' })
  id!: number;

  @ApiProperty({ type: 'integer' })
  anbieter_id!: number;

  @ApiProperty({ type: 'integer', minimum: 1, maximum: 5 })
  sterne!: number;

  @ApiProperty({ type: String, nullable: true })
  kommentar!: string | null;

  @ApiProperty({ format: 'date-time' })
  erstellt_am!: string;

  @ApiProperty({ description: 'Nur der Vorname des Verfassers.' })
  vorname!: string;

  @ApiProperty({ type: String, nullable: true, description: 'Antwort des Anbieters.' })
  antwort_text!: string | null;

  @ApiProperty({ type: String, nullable: true, format: 'date-time' })
  antwort_am!: string | null;

  @ApiProperty({ description: 'Zur Anfrage gehört eine über Event-Kompass angenommene Buchung.' })
  gebucht!: boolean;
}

class ReviewStatsBody implements ReviewStats {
  @ApiProperty({ type: Number, nullable: true, description: 'Durchschnitt; null ohne Bewertungen.' })
  average!: number | null;

  @ApiProperty({ type: 'integer' })
  count!: number;
}

export class ProviderReviewsBody implements ProviderReviews {
  @ApiProperty({ type: [ReviewBody] })
  reviews!: Review[];

  @ApiProperty({ type: ReviewStatsBody })
  stats!: ReviewStats;
}

export class ReviewEligibilityBody implements ReviewEligibility {
  @ApiProperty()
  darf_bewerten!: boolean;

  @ApiProperty({ type: String, nullable: true, description: 'Warum nicht (deutsch); null, wenn ja.' })
  grund!: string | null;
}
