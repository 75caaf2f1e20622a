import { BLOG_FILTER_YEARS } from './blogs.limits';

/** The year filter's choices: the spec's years plus every year that has a post, newest first. */
export function blogYearOptions(postYears: readonly number[]): number[] {
  return [...new Set([...BLOG_FILTER_YEARS, ...postYears])].sort((a, b) => b - a);
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X'
          ? Number.parseInt(name.slice(2), 16)
          : Number(name.slice(1));
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff
        ? String.fromCodePoint(code)
        : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/**
 * The readable text of a post's HTML: paragraphs, line breaks and list items become new lines,
 * script and style bodies are dropped, every other tag is removed and entities are decoded.
 * The result is shown as text (React escapes it), so no markup from a post ever runs.
 */
export function htmlToPlainText(html: string): string {
  return decodeEntities(
    html
      .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '')
      .replace(/<br\s*\/?>/gi, '\n')
      .replace(/<li\b[^>]*>/gi, '\n• ')
      .replace(/<\/(p|h[1-6]|blockquote|pre)\s*>/gi, '\n\n')
      .replace(/<\/(div|li|ul|ol|tr)\s*>/gi, '\n')
      .replace(/<[^>]*>/g, ''),
  )
    .replace(/[ \t\f\v\r]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
