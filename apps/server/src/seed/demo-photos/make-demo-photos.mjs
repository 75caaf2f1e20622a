// Draws the demo athletes' profile photos shipped in this folder (decision 0030): no npm package
// ships real portrait photos under a licence that allows redistribution, so each demo athlete
// gets a DiceBear "Lorelei" portrait (design CC0 1.0, code MIT) seeded by the name, on a
// background of its own, at the size a profile shows (256 px WebP, like a re-encoded upload).
// Run again after changing the list: node apps/server/src/seed/demo-photos/make-demo-photos.mjs
import path from 'node:path';
import { createAvatar } from '@dicebear/core';
import * as lorelei from '@dicebear/lorelei';
import sharp from 'sharp';

const PHOTOS = [
  { file: 'jordan-rivera.webp', seed: 'Jordan Rivera', background: 'c0dbf4' },
  { file: 'maya-chen.webp', seed: 'Maya Chen', background: 'ffd5dc' },
  { file: 'blake-stone.webp', seed: 'Blake Stone', background: 'd1f0d8' },
];
const SIZE = 256;

for (const photo of PHOTOS) {
  const svg = createAvatar(lorelei, {
    seed: photo.seed,
    size: SIZE,
    backgroundColor: [photo.background],
  }).toString();
  const out = path.join(import.meta.dirname, photo.file);
  await sharp(Buffer.from(svg)).resize(SIZE, SIZE).webp({ quality: 82 }).toFile(out);
  console.log(out);
}
