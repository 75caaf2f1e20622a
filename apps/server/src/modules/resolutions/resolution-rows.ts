import type {
  TResolution,
  TResolutionMessage,
  TResolutionParty,
  TResolutionStatus,
  TResolutionThread,
  TResolutionType,
} from '@fhp/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import { resolutions as r, resolutionMessages as rm } from '../../db/schema';
import type { Subject } from '../../platform/auth/policy';
import type { DbOrTx } from '../../platform/db/database';

export type ResolutionRow = typeof r.$inferSelect;
type MessageRow = typeof rm.$inferSelect;

export const toResolution = (row: ResolutionRow): TResolution => ({
  id: row.id,
  name: row.name,
  athleteNumber: row.athleteNumber,
  email: row.email,
  phoneNumber: row.phoneNumber,
  type: row.type as TResolutionType,
  description: row.description,
  status: row.status as TResolutionStatus,
  openedBy: row.openedBy as TResolutionParty,
  updatedBy: row.updatedBy as TResolutionParty,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export const toMessage = (row: MessageRow): TResolutionMessage => ({
  id: row.id,
  message: row.message,
  senderId: row.senderId,
  from: row.sender as TResolutionParty,
  createdAt: row.createdAt.toISOString(),
});

/** A resolution with its thread, oldest first; undefined when missing (or not the owner's). */
export async function readThread(
  db: DbOrTx,
  id: string,
  ownerId?: string,
): Promise<TResolutionThread | undefined> {
  const [row] = await db
    .select()
    .from(r)
    .where(and(eq(r.id, id), ownerId ? eq(r.userId, ownerId) : undefined));
  if (!row) return undefined;
  const thread = await db
    .select()
    .from(rm)
    .where(eq(rm.resolutionId, id))
    .orderBy(asc(rm.createdAt), asc(rm.id));
  return { resolution: toResolution(row), messages: thread.map(toMessage) };
}

/** The policy's subject of a resolution: the athlete owns it. Undefined when it does not exist. */
export async function resolutionSubject(db: DbOrTx, id: string): Promise<Subject | undefined> {
  const [row] = await db.select({ ownerId: r.userId }).from(r).where(eq(r.id, id));
  return row ? { ownerId: row.ownerId } : undefined;
}

/** How many messages a thread holds (for the thread's limit). */
export async function messageCount(db: DbOrTx, id: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(rm)
    .where(eq(rm.resolutionId, id));
  return row?.n ?? 0;
}
