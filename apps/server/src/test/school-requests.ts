import { randomUUID } from 'node:crypto';
import { schools } from '../db/schema';
import type { DbOrTx } from '../platform/db/database';
import { multipart, tinyPng } from './uploads';

/** A fresh listed school (its own name, so each test has its own duplicates). */
export async function createListedSchool(
  db: DbOrTx,
  level: 'college' | 'high-school' = 'college',
): Promise<{ id: number; name: string; place: string; state: string }> {
  const name = `Test ${level === 'college' ? 'College' : 'High'} ${randomUUID().slice(0, 8)}`;
  const place = level === 'college' ? 'Tampa' : 'Hillsborough County';
  const [row] = await db
    .insert(schools)
    .values({
      kind: level,
      stateCode: 'FL',
      name,
      ...(level === 'college' ? { city: place } : { county: place }),
    })
    .returning({ id: schools.id });
  if (!row) throw new Error('no school');
  return { id: row.id, name, place, state: 'FL' };
}

/** The request page's multipart body: the form as `data`, the image as `idImage`. */
export function contractRequestBody(
  data: Record<string, unknown>,
  image: { bytes: Buffer; filename: string; type: string } | null = {
    bytes: tinyPng(),
    filename: 'id.png',
    type: 'image/png',
  },
) {
  return multipart({
    data: JSON.stringify(data),
    ...(image ? { idImage: image } : {}),
  });
}
