// Draws the demo athletes' profile photos shipped in this folder (decision 0030): illustrated
// portraits composed by portrait.ts (this project's own drawing, nothing to attribute), one per
// athlete of demo-roster.ts and per demo account, at the size a profile shows (256 px WebP, like
// a re-encoded upload). Run again after changing the roster or the drawing:
//   cd apps/server && npx tsx src/seed/demo-photos/make-demo-photos.ts
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { DEMO_ACCOUNT_PORTRAITS, DEMO_ROSTER, DEMO_SCHOOLS, GEORGIA_COLORS } from '../demo-roster';
import { drawPortrait, type TPortrait } from './portrait';

const SIZE = 256;

const portraits: { file: string; portrait: TPortrait }[] = [
  ...DEMO_ACCOUNT_PORTRAITS.map((p) => ({
    file: p.file,
    portrait: {
      look: p.look,
      sport: p.sport,
      number: p.number,
      colors: p.school === 'georgia' ? GEORGIA_COLORS : DEMO_SCHOOLS[p.school].colors,
      background: p.background,
    },
  })),
  ...DEMO_ROSTER.map((a) => ({
    file: `${a.slug}.webp`,
    portrait: {
      look: a.look,
      sport: a.sport,
      number: a.number,
      colors: DEMO_SCHOOLS[a.school].colors,
      background: a.background,
    },
  })),
];

const digests = new Map<string, string>();
for (const { file, portrait } of portraits) {
  const out = path.join(import.meta.dirname, file);
  const body = await sharp(Buffer.from(drawPortrait(portrait, SIZE)))
    .resize(SIZE, SIZE)
    .webp({ quality: 82 })
    .toBuffer();
  const digest = createHash('sha256').update(body).digest('hex');
  const twin = digests.get(digest);
  if (twin) throw new Error(`${file} is the same picture as ${twin}`);
  digests.set(digest, file);
  await fs.writeFile(out, body);
  console.log(out, body.length);
}
