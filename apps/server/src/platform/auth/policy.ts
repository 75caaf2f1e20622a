import type { TPolicyAction, TRole } from '@fhp/domain';
import { eq } from 'drizzle-orm';
import { schoolAdminProfiles } from '../../db/schema';
import type { DbOrTx } from '../db/database';
import { forbidden, notFound } from '../http/app-error';

/**
 * Who may act on which row, answered in one place. Routes still put ownership into their
 * queries where a user only ever touches their own rows (`where user_id = me`); this module is
 * for rows that several people may reach: an operator on anyone's row, a manager on the item
 * they manage, a school administrator on their school's rows. An endpoint that reaches such
 * rows declares a `policy` (domain `defineEndpoint`), and its route's guard
 * (platform/http/route.ts) calls `authorize` once with the subject its loader read.
 */

/** The signed-in user as the policy sees them. */
export interface Actor {
  id: string;
  role: TRole;
  isManager: boolean;
  /** The school a school administrator administers; null for everyone else. */
  schoolId: number | null;
}

/** What a row says about whom it belongs to. */
export interface Subject {
  /** The account the row belongs to (the athlete, the fan). */
  ownerId: string | null;
  /** Managers assigned to the item (a contest, a blog); they may read and change it. */
  managerIds?: readonly string[];
  /** The school the row belongs to, for its school administrator. */
  schoolId?: number | null;
}

export type Action = TPolicyAction;

export type Relation = 'operator' | 'owner' | 'manager' | 'school-admin';

/** How the actor stands to the row, strongest first; null if not at all. */
export function relationTo(actor: Actor, subject: Subject): Relation | null {
  if (actor.role === 'admin') return 'operator';
  if (subject.ownerId !== null && subject.ownerId === actor.id) return 'owner';
  if (actor.isManager && subject.managerIds?.includes(actor.id)) return 'manager';
  if (
    actor.role === 'school-admin' &&
    actor.schoolId !== null &&
    subject.schoolId !== undefined &&
    subject.schoolId === actor.schoolId
  ) {
    return 'school-admin';
  }
  return null;
}

const ALLOWED: Record<Relation, readonly Action[]> = {
  operator: ['read', 'change', 'delete'],
  owner: ['read', 'change', 'delete'],
  // A manager runs the item but does not own it: deleting stays with its owner or an operator.
  manager: ['read', 'change'],
  // A school administrator sees their school's rows (contracts, athletes) and changes none.
  'school-admin': ['read'],
};

export function may(actor: Actor, action: Action, subject: Subject): boolean {
  const relation = relationTo(actor, subject);
  return relation !== null && ALLOWED[relation].includes(action);
}

/**
 * The one decision: throws unless the actor may act. 404 when the row is missing or not theirs
 * to see (a stranger learns nothing of it), 403 when they may see it but not do this.
 */
export function authorize(actor: Actor, action: Action, subject: Subject | undefined): void {
  if (!subject || !may(actor, 'read', subject)) throw notFound();
  if (!may(actor, action, subject)) throw forbidden();
}

/** The policy's actor for a signed-in user (one query, for school administrators only). */
export async function actorOf(
  db: DbOrTx,
  user: { id: string; role: TRole; isManager: boolean },
): Promise<Actor> {
  let schoolId: number | null = null;
  if (user.role === 'school-admin') {
    const [profile] = await db
      .select({ schoolId: schoolAdminProfiles.schoolId })
      .from(schoolAdminProfiles)
      .where(eq(schoolAdminProfiles.userId, user.id));
    schoolId = profile?.schoolId ?? null;
  }
  return { id: user.id, role: user.role, isManager: user.isManager, schoolId };
}
