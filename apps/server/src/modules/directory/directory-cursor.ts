import { messages } from '@fhp/domain';
import { validationFailed } from '../../platform/http/app-error';
import { hasUnsafeText } from '../../platform/http/unsafe-text';

/**
 * Keyset over the directory's order: a name search's tier (0 exact, 1 prefix, 2 other matches;
 * 0 without a name search, decision 0042), then lower(last name), lower(first name), user id.
 */
export type DirectoryCursor = { tier: number; last: string; first: string; id: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function encodeDirectoryCursor(cursor: DirectoryCursor): string {
  // The tier last: a cursor of a list without a name search reads as before (tier 0).
  return Buffer.from(JSON.stringify([cursor.last, cursor.first, cursor.id, cursor.tier])).toString(
    'base64url',
  );
}

function decode(value: string): DirectoryCursor | null {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
    if (!Array.isArray(parsed) || parsed.length < 3 || parsed.length > 4) return null;
    const [last, first, id, tier = 0] = parsed;
    if (typeof last !== 'string' || typeof first !== 'string' || typeof id !== 'string')
      return null;
    if (tier !== 0 && tier !== 1 && tier !== 2) return null;
    // Names as the database could have stored them: no NUL, no lone surrogate, a sane length.
    const storable = (text: string) => text.length <= 200 && !hasUnsafeText(text);
    return UUID.test(id) && storable(last) && storable(first) ? { tier, last, first, id } : null;
  } catch {
    return null;
  }
}

/** The `cursor` parameter: absent is the first page, unreadable the client's error (400). */
export function directoryCursorParam(value: string | undefined): DirectoryCursor | null {
  if (!value) return null;
  const cursor = decode(value);
  if (!cursor) throw validationFailed({ cursor: messages.platform.invalidCursor });
  return cursor;
}
