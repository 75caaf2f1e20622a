/**
 * Title case as the request forms store city, college (and a requested sport): each word's
 * first letter upper case, the rest lower case; spaces collapsed. Hyphenated parts keep
 * word starts ('winston-salem' -> 'Winston-Salem').
 */
export function toTitleCase(value: string): string {
  return value
    .trim()
    .replace(/\s+/g, ' ')
    .toLowerCase()
    .replace(/(^|[\s-])(\p{L})/gu, (_, sep: string, ch: string) => sep + ch.toUpperCase());
}
