import type { Locator, Page } from 'playwright-core';

/** How long one attempt waits for the option before the list is opened again. */
const ATTEMPT_MS = 10_000;
const ATTEMPTS = 3;

/**
 * Picks an option of a Mantine Select or Autocomplete as a person does: opens the list from
 * its input (typing `search` first when given), waits until the option is shown, scrolls it
 * into the list's view and clicks it. On a loaded machine the list can close or be redrawn
 * between those steps (a search's options arrive while it is open, a transition ends late), and
 * a click on an option of a closed list fails with "element is not visible"; so an attempt that
 * fails opens the list again, up to three times, and the last failure is the test's.
 *
 * `option` is the option's exact name, or a locator when the name is not known in full.
 */
export async function chooseOption(
  page: Page,
  input: Locator,
  option: string | Locator,
  { search }: { search?: string } = {},
): Promise<void> {
  const choice = (
    typeof option === 'string' ? page.getByRole('option', { name: option, exact: true }) : option
  ).first();
  for (let attempt = 1; ; attempt++) {
    try {
      if (!(await choice.isVisible())) {
        // A click toggles a Select's list: only a closed one is clicked open.
        if ((await input.getAttribute('aria-expanded')) !== 'true') await input.click();
        if (search !== undefined) await input.fill(search);
      }
      await choice.waitFor({ state: 'visible', timeout: ATTEMPT_MS });
      await choice.scrollIntoViewIfNeeded({ timeout: ATTEMPT_MS });
      await choice.click({ timeout: ATTEMPT_MS });
      return;
    } catch (error) {
      if (attempt >= ATTEMPTS) throw error;
    }
  }
}
