// Draws the two images of the demo athlete's pizza money gift badge shipped in this folder (the
// introducing and the appealing image, as an athlete would upload them): shapes only, no text,
// so they need no font, at the size a badge card shows (256 px PNG, like a re-encoded upload).
// Run again after changing them: node apps/server/src/seed/demo-gift-images/make-demo-gift-images.mjs
import path from 'node:path';
import sharp from 'sharp';

const SIZE = 256;

const pepperoni = (cx, cy) => `<circle cx="${cx}" cy="${cy}" r="13" fill="#b3261e"/>`;

/** A slice of pizza on a warm background. */
const intro = `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 256 256">
  <rect width="256" height="256" fill="#fff3d6"/>
  <path d="M128 228 L40 60 Q128 18 216 60 Z" fill="#f6c85f" stroke="#d9912b" stroke-width="6" stroke-linejoin="round"/>
  <path d="M40 60 Q128 18 216 60 L206 80 Q128 40 50 80 Z" fill="#d9912b"/>
  ${pepperoni(100, 100)}${pepperoni(150, 96)}${pepperoni(128, 140)}${pepperoni(112, 180)}${pepperoni(160, 130)}
</svg>`;

/** A heart inside a badge ring: the thank-you. */
const appeal = `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 256 256">
  <rect width="256" height="256" fill="#e7f0ff"/>
  <circle cx="128" cy="128" r="100" fill="#1c4f9c"/>
  <circle cx="128" cy="128" r="84" fill="#ffffff"/>
  <path d="M128 186 C 70 146 66 104 94 90 C 112 81 124 92 128 102 C 132 92 144 81 162 90 C 190 104 186 146 128 186 Z" fill="#e0413a"/>
</svg>`;

for (const [file, svg] of [
  ['gift-intro.png', intro],
  ['gift-appeal.png', appeal],
]) {
  const out = path.join(import.meta.dirname, file);
  await sharp(Buffer.from(svg))
    .resize(SIZE, SIZE)
    .png({ compressionLevel: 9, palette: true })
    .toFile(out);
  console.log(out);
}
