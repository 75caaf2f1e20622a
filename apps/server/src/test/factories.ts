import { randomUUID } from 'node:crypto';
import type { TRole } from '@fhp/domain';
import { users } from '../db/schema';
import { hashPassword } from '../platform/auth/passwords';
import { createSession, SESSION_COOKIE } from '../platform/auth/sessions';
import type { DbOrTx } from '../platform/db/database';

// Hashing is deliberately slow; tests share one hash for the common password.
const DEFAULT_PASSWORD = 'Secret123!';
let defaultHash: Promise<string> | undefined;

export async function createUser(
  db: DbOrTx,
  overrides: Partial<{
    email: string;
    password: string;
    role: TRole;
    firstName: string;
    lastName: string;
    blocked: boolean;
    isManager: boolean;
  }> = {},
) {
  const password = overrides.password ?? DEFAULT_PASSWORD;
  if (!defaultHash) defaultHash = hashPassword(DEFAULT_PASSWORD);
  const passwordHash =
    password === DEFAULT_PASSWORD ? await defaultHash : await hashPassword(password);
  const [user] = await db
    .insert(users)
    .values({
      email: overrides.email ?? `user-${randomUUID()}@example.com`,
      passwordHash,
      role: overrides.role ?? 'athlete',
      firstName: overrides.firstName ?? 'Test',
      lastName: overrides.lastName ?? 'User',
      blocked: overrides.blocked ?? false,
      isManager: overrides.isManager ?? false,
    })
    .returning();
  if (!user) throw new Error('user insert failed');
  return { ...user, password };
}

/** A signed-in user: returns the user and a `cookie` header value for `app.inject`. */
export async function signedInUser(db: DbOrTx, overrides: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(db, overrides);
  const { token } = await createSession(db, user.id, 3600_000);
  return { user, token, cookie: `${SESSION_COOKIE}=${token}` };
}
