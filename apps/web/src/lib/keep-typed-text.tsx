import { Fragment, type FragmentInstance, type ReactNode, useLayoutEffect, useRef } from 'react';

type Field = HTMLInputElement | HTMLTextAreaElement;

/** A fragment's position test (react-dom 19.2+; not yet in @types/react-dom's FragmentInstance). */
type ComparableFragment = FragmentInstance & Pick<Node, 'compareDocumentPosition'>;

/**
 * Whether the field holds text that is not what the page was rendered with: typed (or filled in
 * by the browser's autofill or form restoration) into the pre-rendered field. Hydrating a
 * field, React keeps the text in it and sets `defaultValue` to the value it renders; after that,
 * a controlled field's text and `defaultValue` are equal again once each event is handled.
 */
function holdsUnseenText(field: Field): boolean {
  if (field instanceof HTMLInputElement && field.type === 'file') return false;
  return field.value !== field.defaultValue;
}

/**
 * Hands the field's text to its component as typing: through React's own `value` property on
 * the element (its change tracker follows it) back to what it rendered, then natively to the
 * text, and an input event, so the component's onChange (and a formatting input's parser, such
 * as NumberInput's) sees what a keystroke would have shown it.
 */
function handOver(field: Field): void {
  const text = field.value;
  const setNatively = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
  if (!setNatively) return;
  field.value = field.defaultValue;
  setNatively.call(field, text);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Keeps what a visitor typed into a pre-rendered page's fields before React had hydrated them
 * (a page that starts its app on the first interaction, decision 0027; a live page, 0051).
 *
 * Hydrating, React adopts the server's DOM and leaves a field's text as it finds it, but a
 * controlled field's state is still the value the server drew ("$10", ""): the first render
 * after hydration (a `useMounted`, react-number-format's own mount render, a date drawn in the
 * visitor's zone) writes that state back into the field, and the typed text is gone. The start
 * script's hand-over (start-on-interaction.ts) cannot close that gap on its own: it can only ask
 * whether React has *rendered* an element, and react-dom drops an input event that arrives while
 * the element's Suspense boundary is rendered but not yet committed (measured on the athlete
 * page: a hydration of hundreds of milliseconds on a phone, and the event came in between).
 *
 * This runs in the commit that hydrates its children, before any render after it: every field
 * among them whose text differs from what it was drawn with gets that text as an input event,
 * so the state takes it and the following renders draw it. Put it inside each Suspense boundary
 * that a pre-rendered page's fields hydrate in (the layouts' boundary around their `<Outlet>`);
 * a field behind a boundary of its own needs one inside that boundary. In a render that is not
 * a hydration (a client navigation), each field holds what it was drawn with: nothing happens.
 */
export function KeepTypedText({ children }: { children: ReactNode }) {
  const fragment = useRef<FragmentInstance>(null);
  useLayoutEffect(() => {
    const content = fragment.current as ComparableFragment | null;
    if (!content) return;
    for (const field of document.querySelectorAll<Field>('input, textarea')) {
      const inside = content.compareDocumentPosition(field) & Node.DOCUMENT_POSITION_CONTAINED_BY;
      if (inside && holdsUnseenText(field)) handOver(field);
    }
  }, []);
  return <Fragment ref={fragment}>{children}</Fragment>;
}
