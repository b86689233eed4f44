import { Injectable } from '@nestjs/common';
import * as argon2 from 'argon2';

/** argon2id with OWASP's minimum: 19 MiB memory, 2 iterations, 1 lane. */
export const ARGON2_OPTIONS = {
  type: argon2.argon2id,
  memoryCost: 19 * 1024,
  timeCost: 2,
  parallelism: 1,
} as const;

/**
 * The PHC string format fixes Argon2's parameter order as m,t,p; node-argon2 writes m,p,t
 * (ranisalt/node-argon2#559), which the reference implementation's decoder (libargon2) refuses.
 * Stored hashes keep to the standard, so they stay usable outside this app; argon2.verify
 * reads either order, so hashes stored before still verify.
 */
export function inPhcOrder(encoded: string): string {
  return encoded.replace(
    /^(\$argon2id\$v=\d+\$)m=(\d+),p=(\d+),t=(\d+)\$/,
    (_match, prefix: string, m: string, p: string, t: string) => `${prefix}m=${m},t=${t},p=${p}$`,
  );
}

@Injectable()
export class PasswordHasher {
  /** A hash of a random password, verified against when the e-mail is unknown, so timing tells nothing. */
  private dummyHash: Promise<string> | null = null;

  async hash(password: string): Promise<string> {
    return inPhcOrder(await argon2.hash(password, ARGON2_OPTIONS));
  }

  async verify(hash: string | null, password: string): Promise<boolean> {
    if (hash === null) {
      this.dummyHash ??= this.hash(`dummy-${Math.random()}`);
      await argon2.verify(await this.dummyHash, password).catch(() => false);
      return false;
    }
    return argon2.verify(hash, password).catch(() => false);
  }
}
