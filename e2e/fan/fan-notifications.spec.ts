import { FAN_PATHS, fanNotificationMessages as f, messages, pizzaMoneyMessages } from '@fhp/domain';
import { describe, expect, inject, it } from 'vitest';
import { signUpAthlete, signUpFan } from '../support/accounts';
import { apiLogin, apiPost } from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { hasHorizontalScroll, MOBILE, useBrowser } from '../support/browser';
import { signIn } from '../support/session';

/**
 * Issue 33 item 11 from outside: a fan with the fan area open sees a notification arrive in the
 * bell without a reload (an athlete accepts their pizza money request), opens the notifications
 * page and marks everything read. Its own athlete and fan: nothing another spec reads changes.
 */
const baseUrl = inject('baseUrl');
const browser = useBrowser({ baseUrl });

describe('fan notifications', () => {
  it('lights the fan bell live, lists the notification and marks all as read', async () => {
    const athlete = await signUpAthlete(baseUrl, { firstName: 'Casey', lastName: 'Bell' });
    const fan = await signUpFan(baseUrl, { firstName: 'Robin' });
    const page = await browser.newPage({ width: MOBILE });
    const fanCookie = await signIn(page, baseUrl, fan);
    await page.goto(FAN_PATHS.purchases);
    const bell = page.getByRole('link', { name: f.bellLabel, exact: true });
    await bell.waitFor();

    // The fan asks; the athlete, elsewhere, accepts: the fan's open page hears it.
    const asked = await apiPost<{ request: { id: string } }>(
      baseUrl,
      '/api/fan/pizza-money/requests',
      { athleteNumber: athlete.athleteNumber },
      { cookie: fanCookie },
    );
    const athleteSession = await apiLogin(baseUrl, athlete.email, athlete.password);
    await apiPost(
      baseUrl,
      `/api/pizza-money/requests/${asked.request.id}/accept`,
      {},
      athleteSession,
    );
    await page.getByRole('link', { name: f.bellUnread(1) }).click();
    await page.waitForURL(`**${FAN_PATHS.notifications}`);
    const message = pizzaMoneyMessages.acceptedForFan('Casey Bell');
    await page.getByText(message).waitFor();
    expect((await hasHorizontalScroll(page)).scrolls).toBe(false);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: messages.notifications.markAllRead }).click();
    await page.getByText(messages.notifications.noUnread).waitFor();
    await page.getByRole('link', { name: f.bellLabel, exact: true }).waitFor();
    expect(browser.pageErrors(page)).toEqual([]);
  });
});
