import {
  type AccountLinkRequest,
  type DeleteAccountRequest,
  FIELD_LIMITS,
  type LoginRequest,
  type PasswordResetConfirmRequest,
  type PasswordResetRequest,
  type RegisterRequest,
  type UnsubscribeRequest,
  type UpdateProfileRequest,
} from '@event-kompass/shared-types';
import {
  EmailField,
  OptionalBooleanField,
  OptionalPhoneField,
  OptionalText,
  PasswordField,
  RequiredText,
} from '../../../common/pipes/fields';

/** Tokens are 43 characters (32 random bytes, base64url); anything much longer is not one. */
const ACCOUNT_LINK_TOKEN_MAX = 100;

export class LoginDto implements LoginRequest {
  @EmailField()
  email!: string;

  @RequiredText('Passwort', { max: FIELD_LIMITS.password })
  passwort!: string;
}

/** The person fields a user fills in on registration and on the profile. */
class PersonDto {
  @RequiredText('Vorname', { max: FIELD_LIMITS.personName })
  vorname!: string;

  @RequiredText('Nachname', { max: FIELD_LIMITS.personName })
  nachname!: string;

  @EmailField()
  email!: string;

  @OptionalPhoneField()
  handynummer?: string | null;
}

export class RegisterDto extends PersonDto implements RegisterRequest {
  @PasswordField('Passwort', { optional: false })
  passwort!: string;

  @OptionalBooleanField('Bewertungserinnerungen per E-Mail erlaubt')
  erinnerungen_erlaubt?: boolean;
}

/** Person data and an optional new password: what an admin may change on any account. */
export class AccountChangesDto extends PersonDto {
  /** Empty or missing keeps the current password. */
  @PasswordField('Passwort', { optional: true })
  passwort?: string | null;
}

export class UpdateProfileDto extends AccountChangesDto implements UpdateProfileRequest {
  /** Needed when `email` or `passwort` changes. */
  @PasswordField('Aktuelles Passwort', { optional: true })
  aktuelles_passwort?: string | null;

  /** Missing keeps the current choice (older clients do not send it). */
  @OptionalBooleanField('Bewertungserinnerungen per E-Mail erlaubt')
  erinnerungen_erlaubt?: boolean;
}

/** Deleting the own account asks for the password, like changing the address does. */
export class DeleteAccountDto implements DeleteAccountRequest {
  @RequiredText('Passwort', { max: FIELD_LIMITS.password })
  passwort!: string;
}

export class UnsubscribeDto implements UnsubscribeRequest {
  @RequiredText('Link', { max: ACCOUNT_LINK_TOKEN_MAX })
  token!: string;
}

export class PasswordResetDto implements PasswordResetRequest {
  @EmailField()
  email!: string;
}

/** A link's token as the storefront read it from the address bar. */
export class AccountLinkDto implements AccountLinkRequest {
  @RequiredText('Link', { max: ACCOUNT_LINK_TOKEN_MAX })
  token!: string;
}

export class PasswordResetConfirmDto extends AccountLinkDto implements PasswordResetConfirmRequest {
  @PasswordField('Passwort', { optional: false })
  passwort!: string;

  @OptionalText('Vorname', { max: FIELD_LIMITS.personName })
  vorname?: string | null;

  @OptionalText('Nachname', { max: FIELD_LIMITS.personName })
  nachname?: string | null;
}
