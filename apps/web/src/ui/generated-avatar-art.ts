import { createAvatar } from '@dicebear/core';
import * as lorelei from '@dicebear/lorelei';

/**
 * The drawing of an athlete without a photo: DiceBear's "Lorelei" style (code MIT, design CC0,
 * decision 0030), seeded by the name so the same athlete looks the same on every page and
 * device, drawn here in the browser (no avatar service at run time). Loaded on demand by
 * generated-avatar.ts: the style's artwork is about 40 KB compressed.
 */
const BACKGROUNDS = ['c0dbf4', 'ffd5dc', 'd1f0d8', 'ffe8bf', 'e1d5f7'];

export function avatarDataUri(seed: string): string {
  return createAvatar(lorelei, { seed, backgroundColor: BACKGROUNDS }).toDataUri();
}
