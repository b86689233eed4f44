import type { IsoDateTime } from './common';

/** The user object inside the session token's payload. */
export interface TokenUser {
  id: number;
  vorname: string;
  nachname: string;
  email: string;
  isAdmin: boolean;
}

export interface TokenPayload {
  user: TokenUser;
  /** Token version: a token whose version is older than the user's is refused. */
  tv: number;
  iat: number;
  exp: number;
}

export interface TokenResponse {
  token: string;
}

export interface LoginRequest {
  email: string;
  passwort: string;
}

export interface RegisterRequest {
  vorname: string;
  nachname: string;
  email: string;
  handynummer?: string | null;
  passwort: string;
  /** Consent to review reminders by e-mail; off unless ticked. */
  erinnerungen_erlaubt?: boolean;
}

/** The account's stored fields every view of it shares (never the password). */
export interface AccountFields {
  id: number;
  vorname: string;
  nachname: string;
  /** @format email */
  email: string;
  handynummer: string | null;
  ist_admin: boolean;
  erstellt_am: IsoDateTime;
}

/** A user as the owner and the admins see it (never the password). */
export interface User extends AccountFields {
  /** Whether the address was confirmed through the mailed link (double opt-in). */
  email_bestaetigt?: boolean;
  /** Whether the user agreed to review reminders by e-mail (only the profile answers it). */
  erinnerungen_erlaubt?: boolean;
  /** When that consent was given; null while it is off. */
  erinnerungen_erlaubt_am?: IsoDateTime | null;
}

/** `PUT /api/profile/me`: an empty `passwort` keeps the password. */
export interface UpdateProfileRequest {
  vorname: string;
  nachname: string;
  email: string;
  handynummer?: string | null;
  passwort?: string | null;
  /** Required when `email` or `passwort` changes. */
  aktuelles_passwort?: string | null;
  /** Consent to review reminders; missing keeps the current choice. */
  erinnerungen_erlaubt?: boolean;
}

/** `PUT /api/admin/users/{id}`: an empty `passwort` keeps the password; consent stays the user's own. */
export interface AdminUpdateUserRequest extends Omit<
  UpdateProfileRequest,
  'aktuelles_passwort' | 'erinnerungen_erlaubt'
> {
  ist_admin: boolean;
}

/** `PUT /api/profile/me`: the saved data and a fresh token (the old one may be invalid now). */
export interface ProfileUpdateResponse {
  msg: string;
  token: string;
  user: User;
}

/** `POST /api/auth/password-reset`: always the same answer, whether or not the address has an account. */
export interface PasswordResetRequest {
  email: string;
}

/** `POST /api/auth/password-reset/check`: what a link from a mail opens, before the form is shown. */
export interface AccountLinkRequest {
  token: string;
}

export interface AccountLinkInfo {
  email: string;
  /** true: the link creates the account (an activated listing without one), so names are asked. */
  konto_einrichten: boolean;
}

/** `POST /api/auth/password-reset/confirm`: names only when the link creates the account. */
export interface PasswordResetConfirmRequest {
  token: string;
  passwort: string;
  vorname?: string | null;
  nachname?: string | null;
}

export interface PasswordResetConfirmResponse {
  msg: string;
  token: string;
}

/** `POST /api/auth/verify-email`: the token from the confirmation mail. */
export interface VerifyEmailRequest {
  token: string;
}

/** A confirmed new address ends the old sessions, so its answer carries a fresh token. */
export interface VerifyEmailResponse {
  msg: string;
  token?: string;
}

/** `DELETE /api/profile/me`: the current password confirms the deletion. */
export interface DeleteAccountRequest {
  passwort: string;
}

/** `POST /api/reminders/unsubscribe`: the token from the link in a review reminder. */
export interface UnsubscribeRequest {
  token: string;
}
