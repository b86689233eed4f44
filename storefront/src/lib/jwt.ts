import type { TokenPayload, TokenUser } from '@event-kompass/shared-types';

/** Reads (does not verify: the server does) the payload of a session token. */
export function decodeTokenPayload(token: string): Partial<TokenPayload> | null {
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const base64 = part
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(part.length / 4) * 4, '=');
    const binary = atob(base64);
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    const payload: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return typeof payload === 'object' && payload !== null ? (payload as Partial<TokenPayload>) : null;
  } catch {
    return null;
  }
}

/** The user of a token that is well-formed and not expired, else `null`. */
export function userFromToken(token: string, nowMs: number = Date.now()): TokenUser | null {
  const payload = decodeTokenPayload(token);
  const user = payload?.user;
  if (!user || typeof user.id !== 'number') return null;
  if (typeof payload.exp === 'number' && payload.exp * 1000 <= nowMs) return null;
  return { ...user, isAdmin: user.isAdmin === true };
}
