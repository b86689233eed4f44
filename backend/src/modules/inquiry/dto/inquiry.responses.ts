import type { CreateInquiryResponse, Inquiry } from '@event-kompass/shared-types';
import { ApiProperty } from '@nestjs/swagger';

/** Response shapes for the API reference; the shared types stay the definition. */
export class InquiryBody implements Inquiry {
  @ApiProperty({ type: 'integer' })
  id!: number;

  @ApiProperty({ type: 'integer' })
  anbieter_id!: number;

  @ApiProperty({ description: 'Firmenname des Anbieters.' })
  firmenname!: string;

  @ApiProperty()
  nachricht!: string;

  @ApiProperty({ format: 'date' })
  event_datum!: string;

  @ApiProperty({ format: 'date-time' })
  gesendet_am!: string;

  @ApiProperty()
  hat_bewertet!: boolean;

  @ApiProperty({ description: 'Das Event liegt vor dem heutigen Tag (Berlin) und ist noch nicht bewertet.' })
  bewertung_offen!: boolean;
}

export class CreateInquiryBody implements CreateInquiryResponse {
  @ApiProperty({ description: 'Bestätigung als deutscher Satz.' })
  msg!: string;

  @ApiProperty({ type: 'integer' })
  id!: number;
}
