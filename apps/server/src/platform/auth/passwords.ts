import { hash, type Options, verify } from '@node-rs/argon2';

// argon2id with OWASP's recommended minimum (19 MiB, 2 passes); argon2id is the library default.
export const PASSWORD_HASH_OPTIONS: Options = { memoryCost: 19456, timeCost: 2, parallelism: 1 };

let options = PASSWORD_HASH_OPTIONS;

/**
 * Server tests only (src/test/setup.ts): argon2id at its cheapest. Tests check who may sign in,
 * not the hash's cost, and the real cost made each sign-up, sign-in and reset take 50-250 ms on
 * a busy machine. A hash names its own parameters, so verifying works whichever made it.
 */
export function cheapPasswordHashingForTests() {
  if (process.env.NODE_ENV === 'production') {
    throw new Error('cheap password hashing is for tests only');
  }
  options = { memoryCost: 1024, timeCost: 1, parallelism: 1 };
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A hash to verify against when the e-mail is unknown, so both paths take the same time. */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword('not-a-real-password');
  return dummyHash;
}
