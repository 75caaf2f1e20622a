/**
 * Generated avatars, with the avatar library loaded only when a photo-less athlete is first
 * shown (its own chunk), and each drawing made once per name for the page's lifetime.
 */
type Art = typeof import('./generated-avatar-art');

let art: Promise<Art> | undefined;
const drawn = new Map<string, string>();

/** A drawing already made for this name, to render it at once on later pages. */
export const drawnAvatar = (seed: string): string | null => drawn.get(seed) ?? null;

/** The drawing for this name as a data: URI (an SVG), loading the library the first time. */
export async function loadAvatar(seed: string): Promise<string> {
  const cached = drawn.get(seed);
  if (cached) return cached;
  art ??= import('./generated-avatar-art');
  const uri = (await art).avatarDataUri(seed);
  drawn.set(seed, uri);
  return uri;
}
