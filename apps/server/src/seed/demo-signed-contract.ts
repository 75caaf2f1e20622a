import { and, eq } from 'drizzle-orm';
import { schoolContractEvents, schoolContracts, schools } from '../db/schema';
import type { DbOrTx } from '../platform/db/database';

/**
 * The demo's contract awaiting the countersignature (issue 35): Miami Dade College's officer
 * has verified the school e-mail, filled Schedule B and signed, so an operator can countersign
 * it in the console (/console/school-contracts/<this id>). A fixed id, so the countersign
 * journey (e2e/schools/countersign.spec.ts) opens it directly.
 */
export const DEMO_SIGNED_CONTRACT_ID = '5c4f0d2e-7a31-4e59-9b1c-35a0c0de0035';

/** A signature-like stroke, as the officer's drawing pad would send it. */
async function drawnSignature(): Promise<string> {
  const { default: sharp } = await import('sharp');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="160">
    <path d="M20 110 C 40 20, 70 20, 80 100 S 110 150, 130 70 S 170 30, 180 100 C 185 130, 200 130, 215 90
      S 240 60, 250 100 S 280 120, 300 80 C 320 50, 330 120, 350 95 S 400 60, 460 85"
      fill="none" stroke="#1a237e" stroke-width="5" stroke-linecap="round"/>
    <path d="M60 130 L 420 122" stroke="#1a237e" stroke-width="3" stroke-linecap="round"/>
  </svg>`;
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

export async function seedDemoSignedContract(db: DbOrTx) {
  const [school] = await db
    .select({ id: schools.id, name: schools.name })
    .from(schools)
    .where(
      and(
        eq(schools.stateCode, 'FL'),
        eq(schools.city, 'Miami'),
        eq(schools.name, 'Miami Dade College'),
      ),
    );
  if (!school) return;
  const officerEmail = 'officer@mdc.example.edu';
  const day = 24 * 60;
  const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000);
  const signedAt = ago(2 * day);
  await db.insert(schoolContracts).values({
    id: DEMO_SIGNED_CONTRACT_ID,
    level: 'college',
    stateCode: 'FL',
    place: 'Miami',
    schoolId: school.id,
    schoolName: school.name,
    officerEmail,
    status: 'signed',
    effectiveDate: ago(5 * day)
      .toISOString()
      .slice(0, 10),
    scheduleB: {
      address: '300 NE 2nd Ave',
      city: 'Miami',
      zip: '33132',
      allowedViews: ['Sideline', 'End zone', 'Broadcast'],
      restrictedViews: ['Locker room', 'Training room'],
      officerFirstName: 'Dana',
      officerLastName: 'Reyes',
      phone: '305-237-8888',
      extension: '214',
    },
    licensor: {
      name: 'Dana Reyes',
      title: 'Director of Athletics',
      address: '300 NE 2nd Ave',
      city: 'Miami',
      zip: '33132',
    },
    officerSignature: { kind: 'drawn', value: await drawnSignature() },
    signedAt,
    signedIp: '203.0.113.35',
    createdAt: ago(5 * day),
    updatedAt: signedAt,
  });
  const trail = [
    { kind: 'approved', at: ago(5 * day), who: 'admin@example.com', ip: '198.51.100.20' },
    { kind: 'code-sent', at: ago(2 * day + 14), who: officerEmail, ip: '203.0.113.35' },
    { kind: 'code-verified', at: ago(2 * day + 12), who: officerEmail, ip: '203.0.113.35' },
    { kind: 'viewed', at: ago(2 * day + 11), who: officerEmail, ip: '203.0.113.35' },
    { kind: 'signed', at: signedAt, who: officerEmail, ip: '203.0.113.35' },
  ];
  await db.insert(schoolContractEvents).values(
    trail.map((e) => ({
      contractId: DEMO_SIGNED_CONTRACT_ID,
      kind: e.kind,
      actorEmail: e.who,
      ip: e.ip,
      createdAt: e.at,
    })),
  );
}
