import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

const BLOCKING = new Set(['serious', 'critical']);

/**
 * Rules axe tags experimental (off by default) that the product is held to: a control's
 * accessible name must contain its visible text (WCAG 2.5.3, label-content-name-mismatch).
 */
const EXTRA_RULES = ['label-content-name-mismatch'];

export type A11yOptions = {
  /** CSS selectors to leave out (third-party widgets we do not control). */
  exclude?: string[];
  /** Rule ids to skip, each with a reason in the calling spec. */
  disableRules?: string[];
};

/**
 * Runs axe on the page as it is now and fails listing every serious or critical violation:
 * rule id, impact, help text and the offending elements.
 */
export async function expectNoSeriousA11yViolations(page: Page, options: A11yOptions = {}) {
  await animationsSettled(page);
  const rules: Record<string, { enabled: boolean }> = {};
  for (const rule of EXTRA_RULES) rules[rule] = { enabled: true };
  for (const rule of options.disableRules ?? []) rules[rule] = { enabled: false };
  // options() rather than disableRules(), which would replace the enabled extra rules.
  // Legacy mode runs axe in the page itself; the default opens a blank page for every analysis
  // to merge frame results (about 0.4 s each, 121 times a run), and the app has no iframes.
  let builder = new AxeBuilder({ page }).setLegacyMode(true).options({ rules });
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const results = await builder.analyze();

  const problems = results.violations
    .filter((v) => v.impact && BLOCKING.has(v.impact))
    .map((v) => {
      const targets = v.nodes.map((n) => n.target.map(String).join(' >> ')).join(' | ');
      return `${v.id} (${v.impact}): ${v.help} -> ${targets}`;
    });
  expect(problems, `serious accessibility violations on ${page.url()}`).toEqual([]);
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
