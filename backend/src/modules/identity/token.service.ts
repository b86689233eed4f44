import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { TokenPayload, TokenUser } from '@event-kompass/shared-types';
import { SessionInvalid } from './identity.errors';

const TOKEN_LIFETIME_SECONDS = 7 * 24 * 60 * 60;

/** Issues and checks session tokens: HS256 only, `exp` required. */
@Injectable()
export class TokenService {
  constructor(private readonly jwt: JwtService) {}

  issue(user: TokenUser, tokenVersion: number): string {
    return this.jwt.sign(
      { user, tv: tokenVersion },
      { algorithm: 'HS256', expiresIn: TOKEN_LIFETIME_SECONDS },
    );
  }

  /** The payload of a genuine, unexpired token; throws SessionInvalid for anything else. */
  verify(token: string): TokenPayload {
    let payload: unknown;
    try {
      payload = this.jwt.verify(token, { algorithms: ['HS256'] });
    } catch {
      throw new SessionInvalid();
    }
    const candidate = payload as Partial<TokenPayload> | null;
    if (
      typeof candidate?.exp !== 'number' ||
      typeof candidate.tv !== 'number' ||
      typeof candidate.user?.id !== 'number' ||
      !Number.isInteger(candidate.user.id)
    ) {
      throw new SessionInvalid();
    }
    return candidate as TokenPayload;
  }
}
