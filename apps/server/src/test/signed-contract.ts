import { randomUUID } from 'node:crypto';
import type { TSignature } from '@fhp/domain';
import { sql } from 'drizzle-orm';
import { schoolAdminProfiles, schoolContractEvents, schoolContracts } from '../db/schema';
import { type DbOrTx, queryRows } from '../platform/db/database';
import { createUser } from './factories';
import { tinyPng } from './uploads';

/** A drawn signature as the officer's page sends it: a PNG data URL (a 1x1 pixel by default). */
export const drawnSignature = (png: Buffer = tinyPng()): TSignature => ({
  kind: 'drawn',
  value: `data:image/png;base64,${png.toString('base64')}`,
});

/** A signature-like stroke on a transparent canvas, as a drawing pad makes one. */
export async function scribbledSignature(): Promise<TSignature> {
  const { default: sharp } = await import('sharp');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="160">
    <path d="M20 110 C 40 20, 70 20, 80 100 S 110 150, 130 70 S 170 30, 180 100 C 185 130, 200 130, 215 90
      S 240 60, 250 100 S 280 120, 300 80 C 320 50, 330 120, 350 95 S 400 60, 460 85"
      fill="none" stroke="#1a237e" stroke-width="5" stroke-linecap="round"/>
    <path d="M60 130 L 420 122" stroke="#1a237e" stroke-width="3" stroke-linecap="round"/>
  </svg>`;
  return drawnSignature(await sharp(Buffer.from(svg)).png().toBuffer());
}

/**
 * A contract the officer has signed, inserted directly (the signing itself is another module's):
 * a listed school without a contract, its school administrator (IP offer off), Schedule B and
 * the licensor block filled, the officer's signature, and its trail (approved, code sent and
 * verified, viewed, signed) a few minutes before `signedAt`.
 */
export async function createSignedContract(
  db: DbOrTx,
  overrides: Partial<{
    status: 'draft' | 'signed' | 'approved';
    officerSignature: TSignature;
    signedAt: Date;
  }> = {},
) {
  const [school] = await queryRows<{
    id: number;
    name: string;
    state_code: string;
    kind: 'college' | 'high-school';
    place: string;
  }>(
    db,
    sql`select s.id, s.name, s.state_code, s.kind, coalesce(s.city, s.county, '') as place
        from schools s
        where not exists (select 1 from school_contracts c where c.school_id = s.id)
        order by s.id limit 1`,
  );
  if (!school) throw new Error('no listed school left without a contract');
  const officerEmail = `officer-${randomUUID().slice(0, 8)}@school.example.edu`;
  const admin = await createUser(db, {
    role: 'school-admin',
    email: officerEmail,
    firstName: 'Dana',
    lastName: 'Reyes',
  });
  await db.insert(schoolAdminProfiles).values({
    userId: admin.id,
    stateCode: school.state_code,
    county: school.kind === 'high-school' ? school.place : null,
    schoolId: school.id,
    schoolName: school.name,
    ipContract: false,
  });
  const status = overrides.status ?? 'signed';
  const signedAt = overrides.signedAt ?? new Date(Date.UTC(2026, 10, 20, 15, 4, 5));
  const minutes = (n: number) => new Date(signedAt.getTime() - n * 60_000);
  const draft = status === 'draft';
  const [contract] = await db
    .insert(schoolContracts)
    .values({
      level: school.kind,
      stateCode: school.state_code,
      place: school.place,
      schoolId: school.id,
      schoolName: school.name,
      officerEmail,
      schoolAdminId: admin.id,
      status,
      effectiveDate: minutes(60 * 24)
        .toISOString()
        .slice(0, 10),
      scheduleB: draft
        ? null
        : {
            address: '11011 SW 104th St',
            city: school.place || 'Miami',
            zip: '33176',
            allowedViews: ['Sideline', 'End zone', 'Broadcast'],
            restrictedViews: ['Locker room'],
            officerFirstName: 'Dana',
            officerLastName: 'Reyes',
            phone: '305-555-0142',
            extension: '12',
          },
      licensor: draft
        ? null
        : {
            name: 'Dana Reyes',
            title: 'Director of Athletics',
            address: '11011 SW 104th St',
            city: school.place || 'Miami',
            zip: '33176',
          },
      officerSignature: draft ? null : (overrides.officerSignature ?? drawnSignature()),
      signedAt: draft ? null : signedAt,
      signedIp: draft ? null : '203.0.113.7',
      createdAt: minutes(60 * 24),
    })
    .returning();
  if (!contract) throw new Error('contract insert failed');
  const trail = [
    { kind: 'approved', at: minutes(60 * 24), who: 'ops@example.com', ip: '198.51.100.2' },
    { kind: 'code-sent', at: minutes(12), who: officerEmail, ip: '203.0.113.7' },
    { kind: 'code-verified', at: minutes(10), who: officerEmail, ip: '203.0.113.7' },
    { kind: 'viewed', at: minutes(9), who: officerEmail, ip: '203.0.113.7' },
    ...(draft ? [] : [{ kind: 'signed', at: signedAt, who: officerEmail, ip: '203.0.113.7' }]),
  ];
  await db.insert(schoolContractEvents).values(
    trail.map((e) => ({
      contractId: contract.id,
      kind: e.kind,
      actorEmail: e.who,
      ip: e.ip,
      createdAt: e.at,
    })),
  );
  return { contract, admin, school };
}
