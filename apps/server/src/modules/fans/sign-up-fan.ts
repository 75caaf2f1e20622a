import { fansMessages as m, type TFanSignUp } from '@fhp/domain';
import { and, eq, sql } from 'drizzle-orm';
import { cities, fanProfiles, states, users } from '../../db/schema';
import { hashPassword } from '../../platform/auth/passwords';
import { createSession, deleteSession } from '../../platform/auth/sessions';
import type { DbOrTx } from '../../platform/db/database';
import { isUniqueViolation } from '../../platform/db/unique-violation';
import { conflict, validationFailed } from '../../platform/http/app-error';
import type { AppServices } from '../../platform/services';
import { sendConfirmationLink } from '../email-confirmation/email-confirmation';

const EMAIL_INDEX = 'users_email_lower_idx';

export type FanSignUpInput = TFanSignUp & {
  ip: string;
  userAgent?: string;
  /** The session the browser already had (another account's): ended, as sign-in does. */
  previousToken?: string | null;
};

/**
 * The city as the reference data spells it when it lists it ("miami" -> "Miami"): the
 * new-athlete e-mail matches fans to an athlete's city exactly. A city the lists lack is kept
 * as typed, since a fan may live anywhere in the state.
 */
async function listedCity(db: DbOrTx, stateCode: string, city: string) {
  const [row] = await db
    .select({ name: cities.name })
    .from(cities)
    .where(and(eq(cities.stateCode, stateCode), eq(sql`lower(${cities.name})`, city.toLowerCase())))
    .limit(1);
  return row?.name ?? city;
}

async function emailTaken(db: DbOrTx, email: string) {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email))
    .limit(1);
  return rows.length > 0;
}

/**
 * Creates a fan account and signs it in. Checks run before the password is hashed (the state
 * against the reference data, the e-mail); then one transaction writes the user, the fan
 * profile and the session, so a fan never exists half made. Two sign-ups with one address at
 * the same moment: the unique index on the e-mail decides, the loser gets the same 409.
 */
export async function signUpFan(services: AppServices, input: FanSignUpInput) {
  const { db, config } = services;
  const [state] = await db
    .select({ code: states.code })
    .from(states)
    .where(eq(states.code, input.stateCode))
    .limit(1);
  if (!state) throw validationFailed({ stateCode: m.stateInvalid });
  if (await emailTaken(db, input.email)) throw conflict(m.emailTaken);

  const city = await listedCity(db, state.code, input.city);
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          email: input.email,
          passwordHash,
          role: 'fan',
          firstName: input.firstName,
          lastName: input.lastName,
          lastLoggedInAt: new Date(),
        })
        .returning({ id: users.id });
      if (!user) throw new Error('user insert returned nothing');
      await tx.insert(fanProfiles).values({ userId: user.id, stateCode: state.code, city });
      // Votes need a confirmed address: the link goes out with the account, or neither exists.
      await sendConfirmationLink(services, tx, {
        id: user.id,
        email: input.email,
        firstName: input.firstName,
      });
      if (input.previousToken) await deleteSession(tx, input.previousToken);
      return createSession(tx, user.id, config.sessionTtlMs, {
        ip: input.ip,
        userAgent: input.userAgent,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error, EMAIL_INDEX)) throw conflict(m.emailTaken);
    throw error;
  }
}
