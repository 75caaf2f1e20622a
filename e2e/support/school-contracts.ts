import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { inject } from 'vitest';
import { embeddedFirstStart } from './first-start';
import { makeDataDir, type ServerHandle, startServer } from './server';

export type SeededContract = {
  id: string;
  number: number;
  officerEmail: string;
  schoolName: string;
};

/**
 * Writes school contracts straight into a stopped server's embedded database (`dataDir`, as
 * the server keeps it under `pglite/`): what the operators' approval makes (a draft for the
 * officer) or later states. Each goes to a listed college without a contract.
 */
export async function insertSchoolContracts(
  dataDir: string,
  contracts: { officerEmail: string; status?: 'draft' | 'signed' | 'approved' }[],
): Promise<SeededContract[]> {
  const db = await PGlite.create({
    dataDir: path.join(dataDir, 'pglite'),
    extensions: { pg_trgm },
  });
  try {
    const out: SeededContract[] = [];
    for (const contract of contracts) {
      const { rows } = await db.query<{ id: string; number: number; school_name: string }>(
        `insert into school_contracts (level, state_code, place, school_id, school_name, officer_email, status, effective_date)
         select 'college', s.state_code, s.city, s.id, s.name, $1, $2, to_char(now(), 'YYYY-MM-DD')
           from schools s
          where s.kind = 'college' and s.city is not null
            and not exists (select 1 from school_contracts c where c.school_id = s.id)
          order by s.state_code = 'FL' desc, s.id
          limit 1
         returning id, number::int as number, school_name`,
        [contract.officerEmail, contract.status ?? 'draft'],
      );
      const row = rows[0];
      if (!row) throw new Error('no listed college without a contract');
      out.push({
        id: row.id,
        number: row.number,
        officerEmail: contract.officerEmail,
        schoolName: row.school_name,
      });
    }
    return out;
  } finally {
    await db.close();
  }
}

/**
 * A server of the spec's own (embedded database, a copy of the run's first start: the demo
 * data) with these contracts seeded before it starts: the journey owns them, and no other spec
 * sees them. `stop({ removeDataDir: true })` removes the copy.
 */
export async function startServerWithContracts(
  contracts: { officerEmail: string; status?: 'draft' | 'signed' | 'approved' }[],
): Promise<{ server: ServerHandle; contracts: SeededContract[] }> {
  const from = await embeddedFirstStart(inject('firstStarts').embedded);
  const dataDir = makeDataDir();
  fs.cpSync(from.dataDir, dataDir, { recursive: true });
  try {
    const seeded = await insertSchoolContracts(dataDir, contracts);
    const server = await startServer({ dataDir });
    return { server, contracts: seeded };
  } catch (error) {
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}
