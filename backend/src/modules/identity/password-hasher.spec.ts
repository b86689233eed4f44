import * as argon2 from 'argon2';
import { ARGON2_OPTIONS, inPhcOrder, PasswordHasher } from './password-hasher';

describe('PasswordHasher', () => {
  const hasher = new PasswordHasher();

  it('hashes with argon2id, 19 MiB, 2 passes and 1 lane, parameters in the PHC order m,t,p', async () => {
    const hash = await hasher.hash('geheim123');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(await hasher.verify(hash, 'geheim123')).toBe(true);
    expect(await hasher.verify(hash, 'geheim12')).toBe(false);
  });

  it('still verifies a hash stored in node-argon2’s own order m,p,t', async () => {
    const old = await argon2.hash('geheim123', ARGON2_OPTIONS);
    expect(old).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(await hasher.verify(old, 'geheim123')).toBe(true);
  });

  it('reorders only the parameters of an argon2id hash', () => {
    expect(inPhcOrder('$argon2id$v=19$m=19456,p=1,t=2$c2FsdA$aGFzaA')).toBe(
      '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA',
    );
    expect(inPhcOrder('$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA')).toBe(
      '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA',
    );
  });

  it('answers false for a missing hash or garbage instead of throwing', async () => {
    expect(await hasher.verify(null, 'geheim123')).toBe(false);
    expect(await hasher.verify('kein-hash', 'geheim123')).toBe(false);
  });
});
