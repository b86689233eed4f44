import type { LoginRequest, RegisterRequest, UpdateProfileRequest } from '@event-kompass/shared-types';
import { EmailField, OptionalText, PasswordField, RequiredText } from '../../../common/pipes/fields';

export class LoginDto implements LoginRequest {
  @EmailField()
  email!: string;

  @RequiredText('Passwort', { max: 1024 })
  passwort!: string;
}

export class RegisterDto implements RegisterRequest {
  @RequiredText('Vorname', { max: 100 })
  vorname!: string;

  @RequiredText('Nachname', { max: 100 })
  nachname!: string;

  @EmailField()
  email!: string;

  @OptionalText('Handynummer', { max: 40 })
  handynummer?: string | null;

  @PasswordField('Passwort', { optional: false })
  passwort!: string;
}

export class UpdateProfileDto implements UpdateProfileRequest {
  @RequiredText('Vorname', { max: 100 })
  vorname!: string;

  @RequiredText('Nachname', { max: 100 })
  nachname!: string;

  @EmailField()
  email!: string;

  @OptionalText('Handynummer', { max: 40 })
  handynummer?: string | null;

  /** Empty or missing keeps the current password. */
  @PasswordField('Passwort', { optional: true })
  passwort?: string | null;
}
