/**
 * The only script a pre-rendered page that asks nothing of the API loads at first (decision
 * 0027). Such a page is complete as HTML: its text is there and its links are real links, so
 * reading it and following a link need no JavaScript. The app (React, the router, Mantine: over
 * 100 KB compressed, and hundreds of milliseconds of a phone's CPU to hydrate) is loaded when the
 * visitor first reaches for the page: a pointer moving over it or pressing, a key, a focus.
 *
 * Until React owns an element, what the visitor did to it is kept and done again afterwards:
 * - a tap or click on a link is left to the browser (a plain navigation to a pre-rendered page);
 * - a tap or click on anything else is held back (no native toggle, no native form submission)
 *   and repeated on the same element once React has hydrated it (hydration keeps the element);
 * - text typed into a field stays in it and reaches the form's state as an input event (and
 *   again, from the app itself, in the commit that hydrates the field: `lib/keep-typed-text.tsx`.
 *   React may drop this script's event, which can come while the field's Suspense boundary is
 *   rendered, and so looks owned below, but not yet committed; the first render after the
 *   commit would then write the field's server value over the text);
 * - a form submitted with Enter is submitted again.
 * The page hydrates in parts (each Suspense boundary when its chunk has arrived), so "hydrated"
 * is asked of the element itself: React marks each DOM node it owns with a `__reactProps$…`
 * property (what React's own developer tools and testing libraries read too).
 *
 * The build (scripts/build.mjs) puts the app's entry script and its modulepreloads in a
 * <template id="app-assets">, where the browser does not load them, and this script in their place.
 * Pages that fill in data from the API use it too, to start right after their first paint.
 */

/** What starts the app: the first signs that the visitor is about to use the page. */
export const START_EVENTS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin'];

const TEMPLATE_ID = 'app-assets';

/**
 * A panel frame's template names the API reads its first screen needs (`data-early`: /api/me,
 * and what its route prefetches, listed by the build), so they are sent when the app starts
 * loading rather than after its scripts have arrived and run: on a phone the answers come back
 * while the scripts download. The API client takes each answer once (`lib/early-requests.ts`).
 */
declare global {
  interface Window {
    fhpEarlyRequests?: Map<string, Promise<Response>>;
  }
}

function sendEarlyRequests(urls: string | undefined): void {
  if (!urls || typeof window === 'undefined' || typeof fetch !== 'function') return;
  const sent = window.fhpEarlyRequests ?? new Map<string, Promise<Response>>();
  window.fhpEarlyRequests = sent;
  for (const url of urls.split(' ')) {
    if (!url.startsWith('/api/') || sent.has(url)) continue;
    const response = fetch(url, {
      credentials: 'include',
      headers: { accept: 'application/json' },
    });
    // Taken by the API client; a failure there becomes its network error, not an unhandled one.
    response.catch(() => {});
    sent.set(url, response);
  }
}
const CHECK_EVERY_MS = 50;
/** A chunk that never arrives: stop waiting, and drop what was held (the page reloads fine). */
const GIVE_UP_AFTER_MS = 20_000;

/** Whether React has hydrated this element (its event handlers are attached). */
function ownedByReact(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith('__reactProps$'));
}

/**
 * Preloads inserted per task. Each one starts a request, about a millisecond of a phone's main
 * thread (four on Lighthouse's mobile preset); a panel frame has some fifty, which with the
 * early reads and the entry's import made one task of a quarter of a second on that preset right
 * after the first paint. A fragment of a few at a time (one by one, each insertion costs a style
 * invalidation of the head) keeps every task short; the requests still leave in order.
 */
export const PRELOADS_PER_TASK = 4;

/**
 * Starts the app, one short task per step: the early reads, the first preloads (the entry's own
 * chunks come first in the template) with a modulepreload of the entry itself, the other
 * preloads a few at a time, in the template's order, and last the entry's import, which runs
 * the modules already fetched.
 *
 * The import comes last because running the entry asks for the current route's chunks, and
 * Vite's preload helper then inserts a link for every one of their files it does not find in the
 * document: on a fast link the entry was there after the first steps, and the helper inserted
 * the three dozen links still waiting in the template in the one task that also evaluated the
 * entry's modules (decision 0035's later section). The entry's own file is asked for in the
 * first step, so a slow link does not wait longer for it.
 */
function loadApp(doc: Document, importEntry: (src: string) => Promise<unknown>): void {
  const template = doc.getElementById(TEMPLATE_ID);
  if (!(template instanceof HTMLTemplateElement)) return;
  const early = template.dataset.early;
  const entry = template.content.querySelector('script[src]')?.getAttribute('src') ?? null;
  const links = [...template.content.querySelectorAll('link[href]')];
  template.remove();
  if (entry) {
    const preloadEntry = doc.createElement('link');
    preloadEntry.rel = 'modulepreload';
    preloadEntry.crossOrigin = '';
    preloadEntry.setAttribute('href', entry);
    links.splice(Math.min(PRELOADS_PER_TASK, links.length), 0, preloadEntry);
  }
  const insert = (batch: Element[]) => () => {
    const preloads = doc.createDocumentFragment();
    for (const link of batch) preloads.append(doc.importNode(link, true));
    doc.head.append(preloads);
  };
  // First, so the reads take connections before the scripts do.
  const steps = [() => sendEarlyRequests(early)];
  // The first batch takes the entry's own preload too (one more link in that task).
  const firstBatch = PRELOADS_PER_TASK + (entry ? 1 : 0);
  steps.push(insert(links.slice(0, firstBatch)));
  for (let from = firstBatch; from < links.length; from += PRELOADS_PER_TASK) {
    steps.push(insert(links.slice(from, from + PRELOADS_PER_TASK)));
  }
  if (entry) steps.push(() => void importEntry(entry));
  const next = () => {
    steps.shift()?.();
    if (steps.length > 0) setTimeout(next, 0);
  };
  next();
}

/**
 * What a held click is repeated on: the target, or for a click on an icon (an SVG element, which
 * has no `click()`) its nearest HTML ancestor, the button the icon is drawn in. Its handler sees
 * the repeated click as it would the icon's, which bubbles to it.
 */
function clickable(target: EventTarget | null): HTMLElement | null {
  let element = target instanceof Element ? target : null;
  while (element && !(element instanceof HTMLElement)) element = element.parentElement;
  return element;
}

type Field = HTMLInputElement | HTMLTextAreaElement;

/** Sets a field's value so that React's change tracking sees it as typed. */
function replayTypedValue(field: Field): void {
  const typed = field.value;
  const prototype = Object.getPrototypeOf(field) as object;
  const setValue = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  if (!setValue) return;
  // Through the element's own property (React's tracker follows it), back to what the HTML had,
  // then natively to what was typed: the tracker now differs and React reports a change.
  field.value = field.defaultValue;
  setValue.call(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Watches the page for the app's start and replays; returns a function that stops watching.
 * `afterPaint`: a page that fills in data from the API starts its app right after its first
 * paint too, without waiting for the visitor (see `START_AFTER_PAINT`).
 */
export function startOnInteraction(
  doc: Document,
  importEntry: (src: string) => Promise<unknown>,
  { afterPaint = false }: { afterPaint?: boolean } = {},
): () => void {
  const root = doc.getElementById('root');
  if (!root) return () => {};
  let started = false;
  let frame: number | undefined;
  let afterFrame: ReturnType<typeof setTimeout> | undefined;
  /** Fields typed into before React owned them, and the click or submission held back. */
  const typed = new Set<Field>();
  let held: HTMLElement | HTMLFormElement | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let waitingSince = 0;

  const notYetOwned = (element: Element) => element.isConnected && !ownedByReact(element);

  /**
   * Hands typed text to React now, if React owns every field typed into; says whether nothing
   * is left waiting. A click on an element React already owns must not reach the form before
   * the text typed while it was hydrating (a submit would send empty fields).
   */
  const handOverTyping = (): boolean => {
    if ([...typed].some(notYetOwned)) return false;
    for (const field of typed) if (field.isConnected) replayTypedValue(field);
    typed.clear();
    return true;
  };

  /** Once React owns everything the visitor touched: their text, then their click or submit. */
  const replayWhenOwned = () => {
    timer = undefined;
    const touched = [...typed, ...(held ? [held] : [])];
    if (touched.some(notYetOwned)) {
      if (Date.now() - waitingSince < GIVE_UP_AFTER_MS) {
        timer = setTimeout(replayWhenOwned, CHECK_EVERY_MS);
      } else {
        typed.clear();
        held = null;
      }
      return;
    }
    handOverTyping();
    const action = held;
    held = null;
    if (!action) return;
    // In the next task: React commits the replayed input first, so the form's handlers see it.
    timer = setTimeout(() => {
      timer = undefined;
      if (!action.isConnected) return;
      if (action instanceof HTMLFormElement) action.requestSubmit();
      else action.click();
    }, 0);
  };

  const waitForReact = () => {
    if (timer !== undefined) return;
    waitingSince = Date.now();
    timer = setTimeout(replayWhenOwned, CHECK_EVERY_MS);
  };

  const start = () => {
    if (started) return;
    started = true;
    for (const type of START_EVENTS) doc.removeEventListener(type, start, true);
    loadApp(doc, importEntry);
  };

  const inRootNotOwned = (target: EventTarget | null): target is HTMLElement =>
    target instanceof HTMLElement && root.contains(target) && !ownedByReact(target);

  /** A click or submission React can take now: it owns the target and every typed field. */
  const readyForReact = (target: EventTarget | null): boolean =>
    !(target instanceof HTMLElement) ||
    !root.contains(target) ||
    (ownedByReact(target) && handOverTyping());

  const noteTyping = (event: Event) => {
    const field = event.target;
    if (!inRootNotOwned(field)) return;
    if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return;
    typed.add(field);
    start();
    waitForReact();
  };

  const holdClick = (event: Event) => {
    const target = clickable(event.target);
    if (readyForReact(target) || !(target instanceof HTMLElement)) return;
    if (target.closest('a[href]')) return; // the browser follows the link
    event.preventDefault();
    event.stopPropagation();
    held = target;
    start();
    waitForReact();
  };

  const holdSubmit = (event: Event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || readyForReact(form)) return;
    event.preventDefault();
    event.stopPropagation();
    held = form;
    start();
    waitForReact();
  };

  for (const type of START_EVENTS) {
    doc.addEventListener(type, start, { capture: true, passive: true });
  }
  // A frame callback runs just before the paint; a task queued from it runs after.
  if (afterPaint) {
    frame = requestAnimationFrame(() => {
      afterFrame = setTimeout(start, 0);
    });
  }
  // Kept for the page's life: once React owns an element, they let its events through.
  doc.addEventListener('input', noteTyping, true);
  doc.addEventListener('click', holdClick, true);
  doc.addEventListener('submit', holdSubmit, true);
  return () => {
    clearTimeout(timer);
    if (frame !== undefined) cancelAnimationFrame(frame);
    clearTimeout(afterFrame);
    for (const type of START_EVENTS) doc.removeEventListener(type, start, true);
    doc.removeEventListener('input', noteTyping, true);
    doc.removeEventListener('click', holdClick, true);
    doc.removeEventListener('submit', holdSubmit, true);
  };
}

/**
 * On the template of a pre-rendered page that asks the API (trending, the panel's frame): its
 * app starts after the first paint. Loaded with the page instead, its scripts (a few dozen
 * files) would share the phone's connections and bandwidth with the HTML that paints, and the
 * first paint would wait on them; one frame later they no longer compete (decision 0028).
 */
export const START_AFTER_PAINT = 'after-paint';

const template = typeof document === 'undefined' ? null : document.getElementById(TEMPLATE_ID);
if (template) {
  startOnInteraction(document, (src) => import(/* @vite-ignore */ src), {
    afterPaint: template.dataset.start === START_AFTER_PAINT,
  });
}
