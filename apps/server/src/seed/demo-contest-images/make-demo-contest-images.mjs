// Draws the two images of the demo's vote-getter badges shipped in this folder (the introducing
// and the appealing image, as an athlete would upload them): shapes only, no text, so they need
// no font, at the size a badge card shows (256 px PNG, like a re-encoded upload).
// Run again after changing them: node apps/server/src/seed/demo-contest-images/make-demo-contest-images.mjs
import path from 'node:path';
import sharp from 'sharp';

const SIZE = 256;

/** A trophy on a spotlight: the contest. */
const intro = `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 256 256">
  <rect width="256" height="256" fill="#14213d"/>
  <path d="M128 0 L30 256 L226 256 Z" fill="#fca311" opacity="0.18"/>
  <path d="M84 56 H172 V104 Q172 150 128 158 Q84 150 84 104 Z" fill="#f4c430" stroke="#b8860b" stroke-width="5"/>
  <path d="M84 70 Q52 70 56 100 Q60 124 88 128" fill="none" stroke="#b8860b" stroke-width="8"/>
  <path d="M172 70 Q204 70 200 100 Q196 124 168 128" fill="none" stroke="#b8860b" stroke-width="8"/>
  <rect x="118" y="156" width="20" height="34" fill="#b8860b"/>
  <rect x="92" y="188" width="72" height="18" rx="4" fill="#e5e5e5"/>
  <rect x="80" y="204" width="96" height="22" rx="4" fill="#9a9a9a"/>
</svg>`;

/** A star on a rosette: the vote. */
const star = (cx, cy, r) => {
  const points = [];
  for (let i = 0; i < 10; i++) {
    const a = (Math.PI / 5) * i - Math.PI / 2;
    const d = i % 2 === 0 ? r : r * 0.45;
    points.push(`${(cx + d * Math.cos(a)).toFixed(1)},${(cy + d * Math.sin(a)).toFixed(1)}`);
  }
  return `<polygon points="${points.join(' ')}" fill="#ffffff"/>`;
};
const appeal = `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 256 256">
  <rect width="256" height="256" fill="#e8f4ea"/>
  <path d="M96 150 L70 236 L100 220 L116 246 L132 166 Z" fill="#2a9d8f"/>
  <path d="M160 150 L186 236 L156 220 L140 246 L124 166 Z" fill="#264653"/>
  <circle cx="128" cy="112" r="84" fill="#e76f51"/>
  <circle cx="128" cy="112" r="68" fill="#f4a261"/>
  ${star(128, 114, 52)}
</svg>`;

const dir = path.dirname(new URL(import.meta.url).pathname);
for (const [file, svg] of [
  ['vote-getter-intro.png', intro],
  ['vote-getter-appeal.png', appeal],
]) {
  await sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toFile(path.join(dir, file));
}
