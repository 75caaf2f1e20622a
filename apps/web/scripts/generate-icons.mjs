// Draws the FHP app icons as PNGs with nothing but node:zlib, so the icons can be rebuilt
// offline without an image toolchain. Run: node apps/web/scripts/generate-icons.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';

const OUT = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'icons');

// 5x7 block glyphs: the mark is the brand's initials on a blue tile with an orange stripe.
const GLYPHS = {
  F: ['#####', '#....', '#....', '####.', '#....', '#....', '#....'],
  H: ['#...#', '#...#', '#...#', '#####', '#...#', '#...#', '#...#'],
  P: ['####.', '#...#', '#...#', '####.', '#....', '#....', '#....'],
};
const TEXT = 'FHP';
const GRID_W = TEXT.length * 6 - 1; // 5 columns a glyph, 1 between
const GRID_H = 10; // 7 rows of glyphs, 1.5 gap, 1.5 stripe

const BLUE_A = [26, 93, 255];
const BLUE_B = [0, 57, 181];
const WHITE = [255, 255, 255];
const ORANGE = [253, 126, 20];

function glyphAt(gx, gy) {
  if (gy < 0 || gy >= 7) return false;
  const index = Math.floor(gx / 6);
  const col = Math.floor(gx) - index * 6;
  const glyph = GLYPHS[TEXT[index]];
  return glyph !== undefined && col < 5 && glyph[Math.floor(gy)]?.[col] === '#';
}

function insideRoundedRect(x, y, size, radius) {
  const cx = Math.min(Math.max(x, radius), size - radius);
  const cy = Math.min(Math.max(y, radius), size - radius);
  return (x - cx) ** 2 + (y - cy) ** 2 <= radius ** 2;
}

/** Colour of one sub-sample, or null where the icon is transparent. */
function sample(x, y, size, { radius, contentWidth }) {
  if (!insideRoundedRect(x, y, size, radius)) return null;
  const unit = (size * contentWidth) / GRID_W;
  const left = (size - unit * GRID_W) / 2;
  const top = (size - unit * GRID_H) / 2;
  const gx = (x - left) / unit;
  const gy = (y - top) / unit;
  if (gx >= 0 && gx < GRID_W && glyphAt(gx, gy)) return WHITE;
  if (gx >= 0 && gx < GRID_W && gy >= 8.5 && gy < 10) return ORANGE;
  const t = (x + y) / (2 * size);
  return BLUE_A.map((a, i) => Math.round(a + ((BLUE_B[i] ?? 0) - a) * t));
}

function render(size, shape) {
  const SS = 4; // 4x4 supersampling for smooth corners
  const rows = [];
  for (let py = 0; py < size; py++) {
    const row = Buffer.alloc(1 + size * 4); // filter byte 0 (None) then RGBA
    for (let px = 0; px < size; px++) {
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 0;
      for (let sy = 0; sy < SS; sy++) {
        for (let sx = 0; sx < SS; sx++) {
          const c = sample(px + (sx + 0.5) / SS, py + (sy + 0.5) / SS, size, shape);
          if (c) {
            r += c[0];
            g += c[1];
            b += c[2];
            a += 1;
          }
        }
      }
      const o = 1 + px * 4;
      if (a > 0) {
        row[o] = Math.round(r / a);
        row[o + 1] = Math.round(g / a);
        row[o + 2] = Math.round(b / a);
      }
      row[o + 3] = Math.round((a / (SS * SS)) * 255);
    }
    rows.push(row);
  }
  return encodePng(size, size, Buffer.concat(rows));
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buf) {
  let c = 0xffffffff;
  for (const byte of buf) c = (CRC_TABLE[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function encodePng(width, height, raw) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 6; // RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

mkdirSync(OUT, { recursive: true });
const rounded = (size) => ({ radius: size * 0.22, contentWidth: 0.66 });
// Maskable: full bleed, content inside the 80% safe circle.
const fullBleed = { radius: 0, contentWidth: 0.52 };
writeFileSync(join(OUT, 'icon-192.png'), render(192, rounded(192)));
writeFileSync(join(OUT, 'icon-512.png'), render(512, rounded(512)));
writeFileSync(join(OUT, 'icon-maskable-512.png'), render(512, fullBleed));
// iOS rounds the corners itself and shows transparency as black, so it gets a full tile.
writeFileSync(join(OUT, 'apple-touch-icon.png'), render(180, { radius: 0, contentWidth: 0.62 }));

/** The same mark as SVG path data on a 26x26 tile (used for favicon.svg and the Brand component). */
function markPath() {
  const ox = (26 - GRID_W) / 2;
  const oy = (26 - GRID_H) / 2;
  const parts = [];
  for (let y = 0; y < 7; y++) {
    let x = 0;
    while (x < GRID_W) {
      if (!glyphAt(x, y)) {
        x++;
        continue;
      }
      const start = x;
      while (x < GRID_W && glyphAt(x, y)) x++;
      parts.push(`M${start + ox} ${y + oy}h${x - start}v1h-${x - start}z`);
    }
  }
  return { glyphs: parts.join(''), stripe: `M${ox} ${8.5 + oy}h${GRID_W}v1.5h-${GRID_W}z` };
}
const { glyphs, stripe } = markPath();
const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 26 26" role="img" aria-label="FHP"><title>FHP</title><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1a5dff"/><stop offset="1" stop-color="#0039b5"/></linearGradient></defs><rect width="26" height="26" rx="5.7" fill="url(#g)"/><path fill="#fff" d="${glyphs}"/><path fill="#fd7e14" d="${stripe}"/></svg>\n`;
writeFileSync(join(OUT, '..', 'favicon.svg'), svg);
console.log(`icons written to ${OUT}; mark glyphs: ${glyphs}; stripe: ${stripe}`);
