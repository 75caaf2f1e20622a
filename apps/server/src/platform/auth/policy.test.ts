import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schoolAdminProfiles, schools } from '../../db/schema';
import { createFan, createManager, createSchoolAdmin } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  type Action,
  type Actor,
  actorOf,
  authorize,
  may,
  relationTo,
  type Subject,
} from './policy';

const athlete: Actor = { id: 'athlete', role: 'athlete', isManager: false, schoolId: null };
const stranger: Actor = { id: 'other-athlete', role: 'athlete', isManager: false, schoolId: null };
const manager: Actor = { id: 'manager', role: 'fan', isManager: true, schoolId: null };
const formerManager: Actor = { id: 'manager', role: 'fan', isManager: false, schoolId: null };
const schoolAdmin: Actor = { id: 'school', role: 'school-admin', isManager: false, schoolId: 7 };
const otherSchoolAdmin: Actor = { ...schoolAdmin, id: 'school-2', schoolId: 8 };
const schoolAdminWithoutSchool: Actor = { ...schoolAdmin, id: 'school-3', schoolId: null };
const operator: Actor = { id: 'operator', role: 'admin', isManager: false, schoolId: null };

/** An athlete's row at school 7, managed by `manager`. */
const row: Subject = { ownerId: 'athlete', managerIds: ['manager'], schoolId: 7 };
const ACTIONS: Action[] = ['read', 'change', 'delete'];

describe('policy', () => {
  it.each([
    ['the operator', operator, 'operator', ['read', 'change', 'delete']],
    ['the owner', athlete, 'owner', ['read', 'change', 'delete']],
    ['the manager of the item', manager, 'manager', ['read', 'change']],
    ['the school admin of the school', schoolAdmin, 'school-admin', ['read']],
    ['another athlete', stranger, null, []],
    ['a manager no longer flagged as one', formerManager, null, []],
    ['the admin of another school', otherSchoolAdmin, null, []],
    ['a school admin without a school', schoolAdminWithoutSchool, null, []],
  ] as const)('%s', (_, actor, relation, allowed) => {
    expect(relationTo(actor, row)).toBe(relation);
    expect(ACTIONS.filter((action) => may(actor, action, row))).toEqual(allowed);
  });

  it('does not match a school admin to a row without a school', () => {
    const schoolless: Subject = { ownerId: 'athlete', schoolId: null };
    expect(may(schoolAdminWithoutSchool, 'read', schoolless)).toBe(false);
    expect(may(schoolAdmin, 'read', { ownerId: 'athlete' })).toBe(false);
  });

  it('does not make anyone the owner of a row without an owner', () => {
    expect(relationTo({ ...athlete, id: '' }, { ownerId: null })).toBeNull();
  });

  it('answers 404 to who may not see the row, 403 to who may see but not do', () => {
    expect(() => authorize(stranger, 'read', row)).toThrow(
      expect.objectContaining({ code: 'NOT_FOUND' }),
    );
    expect(() => authorize(athlete, 'read', undefined)).toThrow(
      expect.objectContaining({ code: 'NOT_FOUND' }),
    );
    expect(() => authorize(schoolAdmin, 'change', row)).toThrow(
      expect.objectContaining({ code: 'FORBIDDEN' }),
    );
    expect(() => authorize(manager, 'delete', row)).toThrow(
      expect.objectContaining({ code: 'FORBIDDEN' }),
    );
    expect(() => authorize(manager, 'change', row)).not.toThrow();
    expect(() => authorize(operator, 'delete', row)).not.toThrow();
  });
});

describe('actorOf', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("reads a school administrator's school, and no school for anyone else", async () => {
    const db = t.services.db;
    const [school] = await db
      .insert(schools)
      .values({ kind: 'college', stateCode: 'FL', city: 'Miami', name: 'Policy Test College' })
      .returning({ id: schools.id });
    const admin = await createSchoolAdmin(db);
    await db
      .update(schoolAdminProfiles)
      .set({ schoolId: school?.id })
      .where(eq(schoolAdminProfiles.userId, admin.id));

    const adminActor = await actorOf(db, { id: admin.id, role: 'school-admin', isManager: false });
    expect(adminActor.schoolId).toBe(school?.id);
    expect(may(adminActor, 'read', { ownerId: null, schoolId: school?.id })).toBe(true);

    const fan = await createFan(db);
    expect((await actorOf(db, { id: fan.id, role: 'fan', isManager: false })).schoolId).toBeNull();
    const managerUser = await createManager(db);
    const managerActor = await actorOf(db, { id: managerUser.id, role: 'fan', isManager: true });
    expect(may(managerActor, 'change', { ownerId: fan.id, managerIds: [managerUser.id] })).toBe(
      true,
    );
  });
});
