import type {
  AccountLinkInfo,
  PasswordResetConfirmResponse,
  ProfileUpdateResponse,
  TokenResponse,
  User,
  VerifyEmailResponse,
} from '@event-kompass/shared-types';
import { ApiProperty } from '@nestjs/swagger';

/** Response shapes for the API reference; the shared types stay the definition. */
export class TokenBody implements TokenResponse {
  @ApiProperty({ description: 'JWT für den Header x-auth-token (7 Tage gültig).' })
  token!: string;
}

export class UserBody implements User {
  @ApiProperty({ type: 'integer' })
  id!: number;

  @ApiProperty()
  vorname!: string;

  @ApiProperty()
  nachname!: string;

  @ApiProperty({ format: 'email' })
  email!: string;

  @ApiProperty({ type: String, nullable: true })
  handynummer!: string | null;

  @ApiProperty({ description: 'Hat Administratorrechte.' })
  ist_admin!: boolean;

  @ApiProperty({ format: 'date-time' })
  erstellt_am!: string;

  @ApiProperty({ required: false, description: 'Ob die Adresse über den Link bestätigt wurde.' })
  email_bestaetigt?: boolean;

  @ApiProperty({ required: false, description: 'Ob Bewertungserinnerungen per E-Mail erlaubt sind.' })
  erinnerungen_erlaubt?: boolean;

  @ApiProperty({
    required: false,
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'Wann die Einwilligung in Bewertungserinnerungen erteilt wurde (null: keine).',
  })
  erinnerungen_erlaubt_am?: string | null;
}

export class ProfileUpdateBody extends TokenBody implements ProfileUpdateResponse {
  @ApiProperty({ description: 'Bestätigung als deutscher Satz.' })
  msg!: string;

  @ApiProperty({ type: UserBody })
  user!: User;
}

export class AccountLinkBody implements AccountLinkInfo {
  @ApiProperty({ description: 'Die Adresse, für die der Link gilt.' })
  email!: string;

  @ApiProperty({
    description: 'true: Der Link richtet ein neues Konto ein (Vor- und Nachname werden gebraucht).',
  })
  konto_einrichten!: boolean;
}

export class PasswordResetConfirmBody extends TokenBody implements PasswordResetConfirmResponse {
  @ApiProperty({ description: 'Bestätigung als deutscher Satz.' })
  msg!: string;
}

export class VerifyEmailBody implements VerifyEmailResponse {
  @ApiProperty({ description: 'Bestätigung als deutscher Satz.' })
  msg!: string;

  @ApiProperty({
    required: false,
    description: 'Nur bei einer neuen Adresse: der neue Token (alte Sitzungen enden).',
  })
  token?: string;
}
