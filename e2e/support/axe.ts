import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

const BLOCKING = ['serious', 'critical'];

/**
 * Rules axe tags experimental (off by default) that the product is held to: a control's
 * accessible name must contain its visible text (WCAG 2.5.3, label-content-name-mismatch).
 */
const EXTRA_RULES = ['label-content-name-mismatch'];

/** axe-core's browser build, read once per worker and evaluated in each analysed page. */
const AXE_SOURCE = fs.readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

export type A11yOptions = {
  /** CSS selectors to leave out (third-party widgets we do not control). */
  exclude?: string[];
  /** Rule ids to skip, each with a reason in the calling spec. */
  disableRules?: string[];
};

/**
 * Runs axe on the page as it is now and fails listing every serious or critical violation:
 * rule id, impact, help text and the offending elements.
 *
 * axe-core runs in the page directly rather than through @axe-core/playwright: the wrapper
 * collected every passing and inapplicable node of every rule and sent them over the wire
 * (about 2.6 s a page on this machine against 1.1 s), and the app has no iframes to merge.
 */
export async function expectNoSeriousA11yViolations(page: Page, options: A11yOptions = {}) {
  await animationsSettled(page);
  const screen = `${await screenShape(page)} ${JSON.stringify(options)}`;
  if (checkedScreens.has(screen)) return;
  const rules: Record<string, { enabled: boolean }> = {};
  for (const rule of EXTRA_RULES) rules[rule] = { enabled: true };
  for (const rule of options.disableRules ?? []) rules[rule] = { enabled: false };
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const problems = await page.evaluate(
    async ({ rules, exclude, blocking }) => {
      const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
      const context = exclude.length > 0 ? { exclude: exclude.map((s) => [s]) } : document;
      const results = await axe.run(context, { rules, resultTypes: ['violations'] });
      return results.violations
        .filter((v) => v.impact && blocking.includes(v.impact))
        .map((v) => {
          const targets = v.nodes.map((n) => n.target.map(String).join(' >> ')).join(' | ');
          return `${v.id} (${v.impact}): ${v.help} -> ${targets}`;
        });
    },
    { rules, exclude: options.exclude ?? [], blocking: BLOCKING },
  );
  expect(problems, `serious accessibility violations on ${page.url()}`).toEqual([]);
  checkedScreens.add(screen);
}

/**
 * Screens this worker has already checked (spec files share a worker's modules), by shape:
 * many journeys pass the same screen (the sign-in form, a panel page as another athlete), and
 * axe costs 0.7-1 s of CPU a run here. The shape is what axe's rules read apart from the data:
 * the path, the viewport width, and each element's tag, role, classes, inline style, aria-*
 * attribute names, data-* attributes and whether it holds text of its own. Two screens that
 * differ only in names, numbers or dates are one screen; an alert, a dialog, an error text or
 * an empty state that appears makes a new one.
 */
const checkedScreens = new Set<string>();

async function screenShape(page: Page): Promise<string> {
  return page.evaluate(() => {
    let hash = 0x811c9dc5;
    const add = (text: string) => {
      for (let i = 0; i < text.length; i += 1) {
        hash ^= text.charCodeAt(i);
        hash = Math.imul(hash, 0x01000193) >>> 0;
      }
    };
    for (const el of document.querySelectorAll('body *')) {
      add(el.tagName);
      for (const attr of el.attributes) {
        if (attr.name === 'role' || attr.name === 'class' || attr.name === 'style') {
          add(`${attr.name}=${attr.value}`);
        } else if (attr.name.startsWith('data-')) add(`${attr.name}=${attr.value}`);
        else if (attr.name.startsWith('aria-')) add(attr.name);
      }
      const ownText = [...el.childNodes].some(
        (n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== '',
      );
      add(ownText ? '+' : '-');
    }
    return `${location.pathname} ${window.innerWidth} ${hash.toString(16)}`;
  });
}

/**
 * Contrast is measured on the colours as painted: a drawer or modal still fading in (slow on a
 * busy machine) reads as low contrast. Wait for running transitions to end first.
 */
async function animationsSettled(page: Page) {
  await page.evaluate(async () => {
    // An endless animation (a spinner, a skeleton's pulse) never finishes: waiting for it only
    // burns the timeout, and it is not a fade that changes the painted colours.
    const running = document
      .getAnimations()
      .filter((a) => a.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
      .map((a) => a.finished.catch(() => undefined));
    const timeout = new Promise((resolve) => setTimeout(resolve, 3000));
    await Promise.race([Promise.all(running), timeout]);
  });
}
