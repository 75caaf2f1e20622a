import {
  formatCents,
  SCHOOL_NOTIFICATION_TYPES,
  SCHOOL_PATHS,
  schoolNotificationMessages,
} from '@fhp/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  athleteProfiles,
  notifications,
  schoolAdminProfiles,
  schools,
  users,
} from '../../db/schema';
import type { DbOrTx } from '../../platform/db/database';
import type { AppServices } from '../../platform/services';
import { announceNotification } from '../notifications/create-notification';

/** A notification written for a school's administrators: one row each, like an athlete's bell. */
export type SchoolNotification = {
  schoolId: number;
  type: string;
  message: string;
  data?: Record<string, unknown>;
  /** When it happened, if not now (demo data). */
  createdAt?: Date;
};

export type WrittenNotification = { id: string; userId: string; message: string };

/**
 * Spec part 1: a school administrator "receives notifications matched by school". Writes one
 * row per active school administrator of the school (in the caller's transaction), with
 * `school_id` naming the school, so each reads and marks them through the same notification
 * endpoints as any bell. Returns the rows to announce after the commit (`announceSchoolNotifications`).
 */
export async function notifySchoolAdmins(
  db: DbOrTx,
  input: SchoolNotification,
): Promise<WrittenNotification[]> {
  const admins = await db
    .select({ userId: schoolAdminProfiles.userId })
    .from(schoolAdminProfiles)
    .innerJoin(users, eq(users.id, schoolAdminProfiles.userId))
    .where(
      and(
        eq(schoolAdminProfiles.schoolId, input.schoolId),
        eq(users.role, 'school-admin'),
        eq(users.blocked, false),
      ),
    );
  if (!admins.length) return [];
  const rows = await db
    .insert(notifications)
    .values(
      admins.map((admin) => ({
        userId: admin.userId,
        type: input.type,
        message: input.message,
        schoolId: input.schoolId,
        data: input.data ?? {},
        ...(input.createdAt ? { createdAt: input.createdAt } : {}),
      })),
    )
    .returning({ id: notifications.id, userId: notifications.userId });
  return rows.map((row) => ({ ...row, message: input.message }));
}

/** After the commit: lights each administrator's bell (live event and push). */
export async function announceSchoolNotifications(
  services: Pick<AppServices, 'events' | 'jobs'>,
  written: readonly WrittenNotification[],
) {
  for (const row of written) {
    await announceNotification(
      services,
      row.userId,
      row.id,
      row.message,
      SCHOOL_PATHS.notifications,
    );
  }
}

/** The athlete's name, number and sport, and their school's name, for the messages below. */
async function athleteAtSchool(db: DbOrTx, athleteUserId: string) {
  const [row] = await db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      athleteNumber: athleteProfiles.athleteNumber,
      sport: athleteProfiles.sport,
      schoolId: athleteProfiles.schoolId,
      schoolName: schools.name,
    })
    .from(athleteProfiles)
    .innerJoin(users, eq(users.id, athleteProfiles.userId))
    .leftJoin(schools, eq(schools.id, athleteProfiles.schoolId))
    .where(eq(athleteProfiles.userId, athleteUserId));
  if (!row) return undefined;
  return { ...row, name: `${row.firstName} ${row.lastName}`.trim() };
}

/** An athlete of the school registered (their account became active): its administrators learn it. */
export async function notifyAthleteRegistered(
  db: DbOrTx,
  athleteUserId: string,
  createdAt?: Date,
): Promise<WrittenNotification[]> {
  const athlete = await athleteAtSchool(db, athleteUserId);
  if (!athlete?.schoolId || !athlete.schoolName) return [];
  return notifySchoolAdmins(db, {
    schoolId: athlete.schoolId,
    type: SCHOOL_NOTIFICATION_TYPES.athleteRegistered,
    message: schoolNotificationMessages.athleteRegistered(
      athlete.name,
      athlete.sport,
      athlete.schoolName,
    ),
    data: { athleteNumber: athlete.athleteNumber, athleteUserId },
    createdAt,
  });
}

/** Lights the bells of `notifyAthleteRegistered`'s rows (from the registration's job). */
export async function announceAthleteRegisteredToSchool(
  services: Pick<AppServices, 'db' | 'events' | 'jobs'>,
  athleteUserId: string,
) {
  const rows = await services.db
    .select({ id: notifications.id, userId: notifications.userId, message: notifications.message })
    .from(notifications)
    .where(
      and(
        eq(notifications.type, SCHOOL_NOTIFICATION_TYPES.athleteRegistered),
        sql`${notifications.data}->>'athleteUserId' = ${athleteUserId}`,
        isNull(notifications.readAt),
      ),
    );
  await announceSchoolNotifications(services, rows);
}

/** An athlete accepted the school's IP contract. */
export async function notifyIpAccepted(
  db: DbOrTx,
  athleteUserId: string,
  schoolId: number,
  createdAt?: Date,
): Promise<WrittenNotification[]> {
  const athlete = await athleteAtSchool(db, athleteUserId);
  if (!athlete) return [];
  return notifySchoolAdmins(db, {
    schoolId,
    type: SCHOOL_NOTIFICATION_TYPES.ipAccepted,
    message: schoolNotificationMessages.ipAccepted(athlete.name, athlete.schoolName ?? ''),
    data: { athleteNumber: athlete.athleteNumber },
    createdAt,
  });
}

/** A sale under the school's IP credited the school's share (the booking function). */
export async function notifyIpSale(
  db: DbOrTx,
  input: {
    athleteUserId: string;
    schoolId: number;
    schoolCents: number;
    purchaseId: string;
    createdAt?: Date;
  },
): Promise<WrittenNotification[]> {
  const athlete = await athleteAtSchool(db, input.athleteUserId);
  if (!athlete) return [];
  return notifySchoolAdmins(db, {
    schoolId: input.schoolId,
    type: SCHOOL_NOTIFICATION_TYPES.ipSale,
    message: schoolNotificationMessages.ipSale(athlete.name, formatCents(input.schoolCents)),
    data: {
      athleteNumber: athlete.athleteNumber,
      purchaseId: input.purchaseId,
      schoolCents: input.schoolCents,
    },
    createdAt: input.createdAt,
  });
}
