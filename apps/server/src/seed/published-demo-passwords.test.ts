import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { hashPassword } from '../platform/auth/passwords';
import { createUser } from '../test/factories';
import { createTestDatabase, type TestDatabase } from '../test/test-database';
import { demoAccountsWithPublishedPasswords } from './published-demo-passwords';

describe('demo accounts with their published passwords', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.drop();
  });

  it('finds none in a database without demo accounts', async () => {
    await createUser(database.db, { email: 'someone@example.com' });
    expect(await demoAccountsWithPublishedPasswords(database.db)).toEqual([]);
  });

  it('finds a demo account that still has the README password, and not once it is changed', async () => {
    const admin = await createUser(database.db, {
      email: 'admin@example.com',
      password: 'Admin123!',
      role: 'admin',
    });
    expect(await demoAccountsWithPublishedPasswords(database.db)).toEqual(['admin@example.com']);
    await database.db
      .update(users)
      .set({ passwordHash: await hashPassword('a long private passphrase') })
      .where(eq(users.id, admin.id));
    expect(await demoAccountsWithPublishedPasswords(database.db)).toEqual([]);
  });
});
