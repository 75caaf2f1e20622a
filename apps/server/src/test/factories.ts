import { randomUUID } from 'node:crypto';
import type { TPurchaseKind, TRole } from '@fhp/domain';
import { and, eq, or } from 'drizzle-orm';
import { athleteProfiles, fanProfiles, schoolAdminProfiles, schools, users } from '../db/schema';
import { bookSale } from '../modules/purchases/book-sale';
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
    chatRateCents: number | null;
    /** The e-mail address is confirmed (a fan needs it to vote in contests). */
    emailConfirmed: boolean;
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
      emailConfirmedAt: overrides.emailConfirmed ? new Date() : null,
    })
    .returning();
  if (!user) throw new Error('user insert failed');
  // Athletes always have their athlete record, as sign-up creates it.
  const athlete =
    user.role === 'athlete'
      ? (
          await db
            .insert(athleteProfiles)
            .values({
              userId: user.id,
              sport: 'Basketball',
              state: 'Florida',
              chatRateCents: overrides.chatRateCents ?? null,
            })
            .returning()
        )[0]
      : undefined;
  return { ...user, password, athlete };
}

/** A signed-in user: returns the user and a `cookie` header value for `app.inject`. */
export async function signedInUser(db: DbOrTx, overrides: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(db, overrides);
  const { token } = await createSession(db, user.id, 3600_000);
  return { user, token, cookie: `${SESSION_COOKIE}=${token}` };
}

type UserOverrides = Omit<NonNullable<Parameters<typeof createUser>[1]>, 'role'>;

/**
 * A fan (role fan) with where they follow athletes from, as the demo fan. Their e-mail address
 * is unconfirmed, as after sign-up, unless `emailConfirmed` (votes need it).
 */
export async function createFan(db: DbOrTx, overrides: UserOverrides = {}) {
  const user = await createUser(db, { ...overrides, role: 'fan' });
  await db.insert(fanProfiles).values({ userId: user.id, stateCode: 'FL', city: 'Miami' });
  return user;
}

/** A manager: a fan flagged as manager (DESIGN.md "Roles"). */
export const createManager = (db: DbOrTx, overrides: UserOverrides = {}) =>
  createFan(db, { ...overrides, isManager: true });

/** The id of a listed school of the reference data: state, county or city, and exact name. */
export async function schoolIdOf(db: DbOrTx, stateCode: string, place: string, name: string) {
  const [school] = await db
    .select({ id: schools.id })
    .from(schools)
    .where(
      and(
        eq(schools.stateCode, stateCode),
        or(eq(schools.county, place), eq(schools.city, place)),
        eq(schools.name, name),
      ),
    );
  if (!school) throw new Error(`no listed school ${name} in ${place}, ${stateCode}`);
  return school.id;
}

/** A school administrator with their school (a college in Florida, offering the IP contract). */
export async function createSchoolAdmin(db: DbOrTx, overrides: UserOverrides = {}) {
  const user = await createUser(db, { ...overrides, role: 'school-admin' });
  await db.insert(schoolAdminProfiles).values({
    userId: user.id,
    stateCode: 'FL',
    county: null,
    schoolId: await schoolIdOf(db, 'FL', 'Miami', 'Miami Dade College'),
    schoolName: 'Miami Dade College',
    ipContract: true,
  });
  return user;
}

/** An operator (role admin). */
export const createAdmin = (db: DbOrTx, overrides: UserOverrides = {}) =>
  createUser(db, { ...overrides, role: 'admin' });

/** An athlete whose account an operator blocked. */
export const createBlockedAthlete = (db: DbOrTx, overrides: UserOverrides = {}) =>
  createUser(db, { ...overrides, role: 'athlete', blocked: true });

/** A new session for an existing user: the `cookie` header value for `app.inject`. */
export async function sessionCookie(db: DbOrTx, userId: string) {
  const { token } = await createSession(db, userId, 3600_000);
  return `${SESSION_COOKIE}=${token}`;
}

/** Every kind of caller the authorization matrix checks (issue 11, point 6). */
export const PRINCIPALS = [
  'anonymous',
  'athlete',
  'otherAthlete',
  'fan',
  'manager',
  'schoolAdmin',
  'admin',
  'blocked',
] as const;
export type Principal = (typeof PRINCIPALS)[number];
export type SignedInPrincipal = Exclude<Principal, 'anonymous'>;

/** One user of each signed-in principal, made through the factories above. */
export async function createPrincipals(db: DbOrTx) {
  const users = {
    athlete: await createUser(db, { role: 'athlete' }),
    otherAthlete: await createUser(db, { role: 'athlete' }),
    fan: await createFan(db),
    manager: await createManager(db),
    schoolAdmin: await createSchoolAdmin(db),
    admin: await createAdmin(db),
    blocked: await createBlockedAthlete(db),
  } satisfies Record<SignedInPrincipal, { id: string }>;
  return users;
}

/** A fan's purchase from an athlete, recorded as every sale is: through the booking function. */
export async function bookFanPurchase(
  db: DbOrTx,
  input: {
    kind: TPurchaseKind;
    athleteUserId: string;
    buyerUserId?: string | null;
    amountCents: number;
    at?: Date;
  },
) {
  const booked = await db.transaction((tx) =>
    bookSale(tx, {
      ...input,
      idempotencyKey: `test:${randomUUID()}`,
      description: `Test ${input.kind}`,
    }),
  );
  return booked.purchaseId;
}
