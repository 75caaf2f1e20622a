import sanitizeHtml from 'sanitize-html';

/**
 * The markup a news post may carry to the browser: text formatting, lists, headings, quotes and
 * links. Everything else (scripts, styles, event handlers, images, iframes, inline styles) is
 * removed here, on the server, so the page can insert the result as HTML.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'ul',
    'ol',
    'li',
    'h2',
    'h3',
    'h4',
    'blockquote',
    'a',
  ],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  // A link leaves the site in a new tab without handing it this window.
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }),
  },
};

export const sanitizePostHtml = (html: string): string => sanitizeHtml(html, OPTIONS).trim();
