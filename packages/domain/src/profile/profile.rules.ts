import {
  SPORT_BADGE_CUSTOM_MAX_CENTS,
  SPORT_BADGE_CUSTOM_MIN_CENTS,
  SPORT_BADGE_PRESET_CENTS,
} from '../registration/registration.limits';
import {
  SOCIAL_PLATFORMS,
  SOCIAL_URL_PATTERNS,
  type TSocialPlatform,
  YOUTUBE_VIDEO_URL,
} from './profile.limits';
import { profileMessages as m, socialMessage } from './profile.messages';

export const isYoutubeVideoUrl = (url: string) => YOUTUBE_VIDEO_URL.test(url.trim());

export const isSocialPlatform = (name: string): name is TSocialPlatform =>
  (SOCIAL_PLATFORMS as readonly string[]).includes(name);

/**
 * The social table's add-row check: the message to show, or null when the entry may be added
 * to `existing`. Order as the form shows them: missing input, URL pattern, duplicate.
 */
export function checkSocialEntry(
  existing: readonly { name: string }[],
  entry: { name?: string; url?: string },
): string | null {
  const name = entry.name?.trim() ?? '';
  const url = entry.url?.trim() ?? '';
  if (!name || !url) return m.socialMissing;
  if (!isSocialPlatform(name)) return m.socialPlatformInvalid;
  if (!SOCIAL_URL_PATTERNS[name].test(url)) return socialMessage(m.socialUrlInvalid, name);
  if (existing.some((e) => e.name === name)) return socialMessage(m.socialDuplicate, name);
  return null;
}

/** Sport badge rate on the profile: the sign-up options ($4, $8, $12) or the custom range. */
export function isValidSportBadgeRate(cents: number): boolean {
  if ((SPORT_BADGE_PRESET_CENTS as readonly number[]).includes(cents)) return true;
  return (
    cents % 100 === 0 &&
    cents >= SPORT_BADGE_CUSTOM_MIN_CENTS &&
    cents <= SPORT_BADGE_CUSTOM_MAX_CENTS
  );
}

/**
 * Control characters other than line breaks and tabs (NUL included: the server refuses it
 * everywhere). A bio is shown as text with its line breaks; a bell, an escape or a form feed in it
 * would only be invisible noise, or worse in a terminal or an e-mail.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point.
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
export const hasControlCharacters = (text: string) => CONTROL_CHARACTERS.test(text);
