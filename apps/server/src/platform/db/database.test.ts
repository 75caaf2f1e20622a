import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { users } from '../../db/schema';
import { DEMO_ACCOUNTS } from '../../seed/demo-accounts';
import { DEMO_ROSTER, DEMO_ROSTER_FANS } from '../../seed/demo-roster';
import { DEMO_SCHOOL_OFFICERS } from '../../seed/demo-school-contracts';
import { seedOnFirstRun } from '../../seed/seed';
import { openPglite } from './database';

// The PostgreSQL project covers the pg driver everywhere else; this file is about PGlite's folder.
describe.runIf(inject('dbKind') === 'pglite')('embedded database (PGlite in a data folder)', () => {
  it('keeps data across a restart and seeds the demo only once', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'fhp-pglite-'));
    try {
      // The folder starts from the migrated, reference-loaded snapshot (building it again from the
      // migrations took most of this test); the restart below is what the test is about.
      const snapshot = await fs.readFile(inject('pgliteSnapshotPath'));
      const first = await openPglite({ dataDir, loadDataDir: new Blob([snapshot]) });
      await first.migrate();
      await seedOnFirstRun(first.db, { demo: true });
      const [athlete] = await first.db
        .select()
        .from(users)
        .where(eq(users.email, 'athlete@example.com'));
      await first.close();

      const second = await openPglite({ dataDir });
      await second.migrate();
      await seedOnFirstRun(second.db, { demo: true });
      const all = await second.db.select({ id: users.id, email: users.email }).from(users);
      // Reopened from its folder, it still runs with the small buffer pool (database.ts).
      const buffers = await second.pglite?.query<{ shared_buffers: string }>('show shared_buffers');
      await second.close();

      expect(buffers?.rows[0]?.shared_buffers).toBe('16MB');
      expect(athlete).toBeDefined();
      expect(all.find((u) => u.email === 'athlete@example.com')?.id).toBe(athlete?.id);
      // The demo accounts, the roster's athletes and fans and the demo schools' officers, once
      // (the roster makes this test slow: about 170 bookings on PGlite, hence its timeout).
      expect(all).toHaveLength(
        DEMO_ACCOUNTS.length +
          DEMO_ROSTER.length +
          DEMO_ROSTER_FANS.length +
          DEMO_SCHOOL_OFFICERS.length,
      );
    } finally {
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  }, 240_000);
});
