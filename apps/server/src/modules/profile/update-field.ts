import type { ZProfileFieldUpdate } from '@fhp/domain';
import { messages, type TProfileFieldUpdate } from '@fhp/domain';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { athleteProfiles as p, sports, users } from '../../db/schema';
import { validationFailed } from '../../platform/http/app-error';
import type { AppServices } from '../../platform/services';
import { readProfile } from './read-profile';

const m = messages.profile;
type Update = z.output<typeof ZProfileFieldUpdate>;

/** Each field's own success toast (spec section 8). */
const SUCCESS: Partial<Record<TProfileFieldUpdate['field'], string>> = {
  chatRateCents: m.chatRateUpdated,
  sportBadgeRateCents: m.sportBadgeRateUpdated,
};

/** One inline-edited field of my profile (names live on the user, the rest on the athlete record). */
export async function updateProfileField(services: AppServices, userId: string, update: Update) {
  const { db } = services;
  if (update.field === 'firstName' || update.field === 'lastName') {
    await db
      .update(users)
      .set({ [update.field]: update.value, updatedAt: sql`now()` })
      .where(eq(users.id, userId));
  } else {
    if (update.field === 'sport') {
      const [known] = await db.select().from(sports).where(eq(sports.name, update.value));
      if (!known) throw validationFailed({ value: messages.registration.sportUnknown });
    }
    await db
      .update(p)
      .set({ [update.field]: update.value, updatedAt: sql`now()` })
      .where(eq(p.userId, userId));
  }
  return {
    message: SUCCESS[update.field] ?? m.profileUpdated,
    profile: await readProfile(db, userId),
  };
}
