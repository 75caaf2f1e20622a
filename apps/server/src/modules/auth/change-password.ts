import { messages } from '@fhp/domain';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords';
import { announceSessionsEnded } from '../../platform/auth/session-events';
import { deleteUserSessions } from '../../platform/auth/sessions';
import { notFound, validationFailed } from '../../platform/http/app-error';
import type { AppServices } from '../../platform/services';
import { passwordCheckSucceeded, takePasswordCheck } from './sign-in-limits';

/**
 * Re-checks the current password on the server, then sets the new one and ends the user's
 * other sessions (the one in use stays signed in). The check is a sign-in's: it takes from the
 * sign-in counters of the account's e-mail (a wrong current password is a failed sign-in, 429
 * past the limit), as the payout e-mail's change does, so a stolen session cannot guess its way
 * to the password (decision 0043).
 */
export async function changePassword(
  services: AppServices,
  input: {
    userId: string;
    currentToken: string;
    currentPassword: string;
    newPassword: string;
    ip: string;
  },
) {
  const [user] = await services.db
    .select({ email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, input.userId));
  if (!user) throw notFound();
  const signInEmail = user.email.toLowerCase();
  const ticket = await takePasswordCheck(services.db, signInEmail, input.ip);
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw validationFailed({ currentPassword: messages.auth.currentPasswordInvalid });
  }
  await passwordCheckSucceeded(services.db, ticket, signInEmail, input.ip);
  const passwordHash = await hashPassword(input.newPassword);
  await services.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, updatedAt: new Date() })
      .where(eq(users.id, input.userId));
    await deleteUserSessions(tx, input.userId, input.currentToken);
  });
  await announceSessionsEnded(services, input.userId);
}
