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
}

/** A user as the owner and the admins see it (never the password). */
export interface User {
  id: number;
  vorname: string;
  nachname: string;
  email: string;
  handynummer: string | null;
  ist_admin: boolean;
  erstellt_am: IsoDateTime;
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
}

/** `PUT /api/admin/users/{id}`: an empty `passwort` keeps the password. */
export interface AdminUpdateUserRequest extends Omit<UpdateProfileRequest, 'aktuelles_passwort'> {
  ist_admin: boolean;
}

/** `PUT /api/profile/me`: the saved data and a fresh token (the old one may be invalid now). */
export interface ProfileUpdateResponse {
  msg: string;
  token: string;
  user: User;
}
