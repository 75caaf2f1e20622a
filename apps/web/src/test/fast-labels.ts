/**
 * Faster `label.control` and `input.labels` for jsdom, with the same answers.
 *
 * jsdom finds a label's `for` target by walking the whole document, and an element's `labels`
 * by walking the whole document again, asking every label for its control: one accessible name
 * of a form field costs labels x nodes steps. Testing Library asks for the name of every
 * candidate of every `*ByRole({ name })` and `*ByLabelText` query, so on the sign-up form
 * (40 labels, 2,000 nodes) that was 20% of the test's time, profiled.
 *
 * Here a `for` target is looked up by id (jsdom keeps an index; `getElementById` returns the
 * first in tree order, as the spec's lookup does), and `labels` asks only the labels of the
 * root. A label without `for`, or one outside a document or fragment, goes to jsdom's getter.
 * fast-labels.test.tsx compares both on a rendered form.
 */

const LABELABLE_TAGS = new Set(['button', 'meter', 'output', 'progress', 'select', 'textarea']);

function isLabelable(element: Element): boolean {
  if (element.localName === 'input') {
    return (element.getAttribute('type') ?? '').toLowerCase() !== 'hidden';
  }
  return LABELABLE_TAGS.has(element.localName);
}

const LABELABLE_CLASSES = [
  'HTMLButtonElement',
  'HTMLInputElement',
  'HTMLMeterElement',
  'HTMLOutputElement',
  'HTMLProgressElement',
  'HTMLSelectElement',
  'HTMLTextAreaElement',
] as const;

/** jsdom's own getters, kept for comparison (fast-labels.test.tsx). */
export const jsdomGetters: {
  control?: (label: HTMLLabelElement) => HTMLElement | null;
  labels?: (element: Element) => NodeListOf<HTMLLabelElement> | null;
} = {};

export function installFastLabels(win: Window & typeof globalThis) {
  const controlDescriptor = Object.getOwnPropertyDescriptor(
    win.HTMLLabelElement.prototype,
    'control',
  );
  const jsdomControl = controlDescriptor?.get;
  if (!jsdomControl) return;
  jsdomGetters.control = (label) => jsdomControl.call(label) as HTMLElement | null;

  Object.defineProperty(win.HTMLLabelElement.prototype, 'control', {
    configurable: true,
    enumerable: controlDescriptor.enumerable,
    get(this: HTMLLabelElement) {
      const forValue = this.getAttribute('for');
      const root = this.getRootNode();
      if (
        forValue === null ||
        !(root instanceof win.Document || root instanceof win.DocumentFragment)
      )
        return jsdomControl.call(this);
      if (forValue === '') return null;
      const target = root.getElementById(forValue);
      return target && isLabelable(target) ? target : null;
    },
  });

  const originals = new Map<{ prototype: object }, () => unknown>();
  jsdomGetters.labels = (element) => {
    for (const [elementClass, get] of originals) {
      if (element instanceof (elementClass as typeof HTMLElement)) {
        return get.call(element) as NodeListOf<HTMLLabelElement> | null;
      }
    }
    return null;
  };
  for (const name of LABELABLE_CLASSES) {
    const prototype = win[name].prototype;
    const labelsDescriptor = Object.getOwnPropertyDescriptor(prototype, 'labels');
    const jsdomLabels = labelsDescriptor?.get;
    if (!jsdomLabels) continue;
    originals.set(win[name], jsdomLabels);
    Object.defineProperty(prototype, 'labels', {
      configurable: true,
      enumerable: labelsDescriptor.enumerable,
      get(this: HTMLElement) {
        if (!isLabelable(this)) return null;
        const root = this.getRootNode() as ParentNode & Node;
        const labels = [...root.querySelectorAll('label')];
        if (root instanceof win.HTMLLabelElement) labels.unshift(root);
        // An array where a NodeList is typed: what reads it (Testing Library, the accessible
        // name code) indexes it, counts it and iterates it, as both allow.
        return labels.filter(
          (label) => label.control === this,
        ) as unknown as NodeListOf<HTMLLabelElement>;
      },
    });
  }
}
