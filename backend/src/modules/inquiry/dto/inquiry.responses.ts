import {
  type CreateInquiryResponse,
  type Inquiry,
  INQUIRY_ANLAESSE,
  INQUIRY_LIMITS,
  type InquiryAnlass,
  type InquiryDetails,
  type InquiryMessage,
  INQUIRY_STATUSES,
  type InquiryStatus,
  type ListingInquiry,
} from '@event-kompass/shared-types';
import { ApiProperty } from '@nestjs/swagger';

/** Response shapes for the API reference; the shared types stay the definition. */
abstract class InquiryDetailsBody implements InquiryDetails {
  @ApiProperty({ enum: INQUIRY_ANLAESSE, nullable: true, description: 'Anlass' })
  anlass!: InquiryAnlass | null;

  @ApiProperty({
    type: 'integer',
    nullable: true,
    minimum: 1,
    maximum: INQUIRY_LIMITS.maxGaeste,
    description: 'Gäste',
  })
  gaeste!: number | null;

  @ApiProperty({
    type: String,
    nullable: true,
    pattern: '^[0-2][0-9]:[0-5][0-9]$',
    description: 'Uhrzeit (HH:MM)',
  })
  uhrzeit!: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'PLZ des Veranstaltungsorts' })
  plz!: string | null;

  @ApiProperty({ type: 'integer', nullable: true, description: 'Budget in ganzen Euro' })
  budget_eur!: number | null;
}

export class InquiryBody extends InquiryDetailsBody implements Inquiry {
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

  @ApiProperty({ enum: INQUIRY_STATUSES, description: 'Vom Anbieter gesetzt; „neu“, bis er ihn ändert.' })
  status!: InquiryStatus;

  @ApiProperty({ type: 'integer', description: 'Nachrichten im Verlauf der Anfrage.' })
  nachrichten_anzahl!: number;
}

export class ListingInquiryBody extends InquiryDetailsBody implements ListingInquiry {
  @ApiProperty({ type: 'integer' })
  id!: number;

  @ApiProperty({ type: 'integer' })
  anbieter_id!: number;

  @ApiProperty({ description: 'Vor- und Nachname des Kunden.' })
  kunde_name!: string;

  @ApiProperty({ format: 'email' })
  kunde_email!: string;

  @ApiProperty()
  nachricht!: string;

  @ApiProperty({ format: 'date' })
  event_datum!: string;

  @ApiProperty({ format: 'date-time' })
  gesendet_am!: string;

  @ApiProperty({ enum: INQUIRY_STATUSES })
  status!: InquiryStatus;

  @ApiProperty({ type: 'integer' })
  nachrichten_anzahl!: number;
}

export class InquiryMessageBody implements InquiryMessage {
  @ApiProperty({ type: 'integer' })
  id!: number;

  @ApiProperty({ description: 'true: vom Anbieter geschrieben, false: vom Kunden.' })
  von_anbieter!: boolean;

  @ApiProperty({ description: 'Firmenname oder Name des Kunden.' })
  absender!: string;

  @ApiProperty()
  text!: string;

  @ApiProperty({ format: 'date-time' })
  gesendet_am!: string;
}

export class CreateInquiryBody implements CreateInquiryResponse {
  @ApiProperty({ description: 'Bestätigung als deutscher Satz.' })
  msg!: string;

  @ApiProperty({ type: 'integer' })
  id!: number;
}
