import { messages } from '@fhp/domain';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords';
import { announceSessionsEnded } from '../../platform/auth/session-events';
import { deleteUserSessions } from '../../platform/auth/sessions';
import { notFound, validationFailed } from '../../platform/http/app-error';
import type { AppServices } from '../../platform/services';

/**
 * Re-checks the current password on the server, then sets the new one and ends the user's
 * other sessions (the one in use stays signed in).
 */
export async function changePassword(
  services: AppServices,
  input: { userId: string; currentToken: string; currentPassword: string; newPassword: string },
) {
  const [user] = await services.db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, input.userId));
  if (!user) throw notFound();
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw validationFailed({ currentPassword: messages.auth.currentPasswordInvalid });
  }
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
