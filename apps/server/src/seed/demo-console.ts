import { auditLog } from '../db/schema';
import type { DbOrTx } from '../platform/db/database';
import { seedDemoConsoleContent } from './demo-console-content';
import { seedDemoConsoleMoney } from './demo-console-money';
import { seedDemoConsoleRequests } from './demo-console-requests';
import { seedDemoConsoleUsers } from './demo-console-users';
import { seedDemoResolutions } from './demo-resolutions';

/**
 * The operators' console's demo data (issue 34): work waiting in every part of the console, and
 * audit rows of decisions already taken. Each part of the console adds its own seed here.
 */
export async function seedDemoConsole(db: DbOrTx, ids: Record<string, string>) {
  const { admin, athlete } = ids;
  if (!admin || !athlete) return;
  const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
  const actor = { actorId: admin, actorEmail: 'admin@example.com' };
  // What the demo's welcome message and site links would have written, had an operator sent them.
  await db.insert(auditLog).values([
    {
      ...actor,
      createdAt: daysAgo(9),
      action: 'setting.change',
      subjectType: 'setting',
      subjectId: 'shopAvailable',
      before: { shopAvailable: false },
      after: { shopAvailable: true },
    },
    {
      ...actor,
      createdAt: daysAgo(1),
      action: 'user.message',
      subjectType: 'user',
      subjectId: athlete,
      after: { message: 'Welcome to FHP! Complete your profile so fans can find you.' },
    },
  ]);
  await seedDemoResolutions(db, ids);
  await seedDemoConsoleMoney(db, ids);
  await seedDemoConsoleUsers(db, ids);
  await seedDemoConsoleRequests(db, ids);
  // Content (tutorials, a news post); the moderation demo needs the stored photos (seed.ts).
  await seedDemoConsoleContent(db, ids);
}
