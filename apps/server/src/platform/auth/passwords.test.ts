import { hash } from '@node-rs/argon2';
import { describe, expect, it } from 'vitest';
import { hashPassword, PASSWORD_HASH_OPTIONS, verifyPassword } from './passwords';

describe('password hashing', () => {
  it('uses argon2id at OWASP’s minimum outside tests (19 MiB, 2 passes, 1 lane)', async () => {
    expect(PASSWORD_HASH_OPTIONS).toEqual({ memoryCost: 19456, timeCost: 2, parallelism: 1 });
    const real = await hash('Secret123!', PASSWORD_HASH_OPTIONS);
    expect(real).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    // A hash made at the real cost verifies while the tests hash cheaply.
    expect(await verifyPassword(real, 'Secret123!')).toBe(true);
    expect(await verifyPassword(real, 'Secret123?')).toBe(false);
  });

  it('hashes cheaply in the server tests (src/test/setup.ts), still argon2id', async () => {
    const cheap = await hashPassword('Secret123!');
    expect(cheap).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
    expect(await verifyPassword(cheap, 'Secret123!')).toBe(true);
  });
});
