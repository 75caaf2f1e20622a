/**
 * A faster window.getComputedStyle for jsdom, exact for what the tests read.
 *
 * jsdom matches every rule of its 113-rule user-agent sheet (and the document's sheets) against
 * the element and each ancestor on every call, and drops that cache on any DOM change; Testing
 * Library calls it for every candidate of every *ByRole query (visibility, accessible names) and
 * jest-dom for toBeVisible. Profiled, that was 30% of a form test's time.
 *
 * `display`, `visibility` and `opacity` are answered here: nothing else can set them in this
 * test DOM. Mantine's injected sheets hold only CSS variables and `@media (min/max-width)` rules,
 * which jsdom ignores (it applies only `screen` media), and Vitest does not load CSS files, so
 * what hides an element is its inline style, its `hidden` attribute or a user-agent rule:
 * reproduced below in jsdom's order (the hidden-element rules last, `input[type=hidden]`
 * !important). Every other property goes to jsdom's own implementation.
 * fast-computed-style.test.tsx compares both on a rendered page.
 */

/** https://html.spec.whatwg.org/multipage/rendering.html#hidden-elements (as jsdom has them). */
const HIDDEN_TAGS = new Set(
  'area base basefont datalist head link meta noembed noframes param rp script style template title'.split(
    ' ',
  ),
);

const userAgentDisplay = new Map<string, string>();
/** jsdom's own implementation, kept for comparison (fast-computed-style.test.tsx). */
export let jsdomComputedStyle: typeof window.getComputedStyle;

/** The user-agent sheet's display of a bare element of this tag (no author styles, no attributes). */
function tagDisplay(
  real: typeof window.getComputedStyle,
  blank: Document,
  tagName: string,
): string {
  let display = userAgentDisplay.get(tagName);
  if (display === undefined) {
    const bare = blank.createElementNS(blankNamespace, tagName);
    // A bare dialog is closed (hidden below); its own display is that of an open one.
    if (tagName === 'dialog') bare.setAttribute('open', '');
    display = real(bare).display;
    userAgentDisplay.set(tagName, display);
  }
  return display;
}

const blankNamespace = 'http://www.w3.org/1999/xhtml';

function isUserAgentHidden(element: Element): boolean {
  const tag = element.localName;
  if (HIDDEN_TAGS.has(tag)) return true;
  const hidden = element.getAttribute('hidden');
  if (hidden !== null && hidden.toLowerCase() !== 'until-found' && tag !== 'embed') return true;
  return tag === 'dialog' && !element.hasAttribute('open');
}

export function fastDisplay(
  element: Element,
  real: typeof window.getComputedStyle,
  blank: Document,
): string {
  // jsdom lets an inline display win even over the user agent's !important.
  const inline = (element as HTMLElement).style?.display;
  if (inline) return inline;
  if (isUserAgentHidden(element)) return 'none';
  if (
    element.localName === 'input' &&
    (element.getAttribute('type') ?? '').toLowerCase() === 'hidden'
  )
    return 'none';
  return tagDisplay(real, blank, element.localName);
}

const COLLAPSED_WHEN_HIDDEN = new Set(['colgroup', 'col', 'thead', 'tbody', 'tfoot', 'tr']);

/**
 * Inherited: from the element up, the first inline `visibility`, or 'collapse' for a hidden
 * table part (a user-agent rule); else 'visible'.
 */
export function fastVisibility(element: Element): string {
  for (let node: Element | null = element; node; node = node.parentElement) {
    const value = (node as HTMLElement).style?.visibility;
    if (value) return value;
    if (COLLAPSED_WHEN_HIDDEN.has(node.localName) && node.hasAttribute('hidden')) return 'collapse';
  }
  return 'visible';
}

const FAST = new Set(['display', 'visibility', 'opacity']);

export function installFastComputedStyle(win: Window & typeof globalThis) {
  const real = win.getComputedStyle.bind(win);
  jsdomComputedStyle = real;
  const blank = win.document.implementation.createHTMLDocument('');
  const fast = (element: Element, name: string): string => {
    if (name === 'display') return fastDisplay(element, real, blank);
    if (name === 'visibility') return fastVisibility(element);
    return (element as HTMLElement).style?.opacity ?? '';
  };
  win.getComputedStyle = (element: Element, pseudo?: string | null) => {
    // Pseudo-elements, the popover attribute (its own user-agent rule), SVG: jsdom as it is.
    if (pseudo || element.hasAttribute('popover') || element.namespaceURI !== blankNamespace)
      return real(element, pseudo);
    let full: CSSStyleDeclaration | undefined;
    const declaration = () => {
      full ??= real(element);
      return full;
    };
    return new Proxy({} as CSSStyleDeclaration, {
      get(_target, property) {
        if (typeof property === 'string' && FAST.has(property)) return fast(element, property);
        if (property === 'getPropertyValue')
          return (name: string) =>
            FAST.has(name) ? fast(element, name) : declaration().getPropertyValue(name);
        const value = Reflect.get(declaration(), property);
        return typeof value === 'function' ? value.bind(declaration()) : value;
      },
    });
  };
}
