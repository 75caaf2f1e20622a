import {
  emailConfirmationMessages as ec,
  contestBrandLabels as l,
  messages,
  contestPublicTexts as pub,
  sportContestTexts as s,
  contestVoteTexts as v,
} from '@fhp/domain';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { tinyPng } from '../registration/sign-up-steps';
import { signUpAthlete, signUpFan } from '../support/accounts';
import { apiGet, apiLogin, DEMO, latestEmailTo } from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { DESKTOP, hasHorizontalScroll, MOBILE, useBrowser } from '../support/browser';
import { field } from '../support/forms';
import { signIn } from '../support/session';

/**
 * Issue 37 from outside, as a new athlete and a new fan would (both signed up by this spec, so
 * no other spec reads their rows; it owns the demo contests "Campus Ambassador: Summer Search"
 * and "Spring Hoops Showdown" entries of its athletes): enroll in a brand-ambassador contest, add
 * videos (a link that is not YouTube's and a repeated one refused), an unknown co-athlete id, five
 * vote-getter badges and a sixth refused; a fan confirms the e-mail address, votes twice and
 * counts once; the athlete leaves and the videos are gone; participate in the school's sport
 * contest. Another athlete cannot change the entry.
 */
const baseUrl = inject('baseUrl');
const browser = useBrowser();
const m = messages.contests;
const BRAND_CONTEST = 'Campus Ambassador: Summer Search';
const SPORT_CONTEST = 'Spring Hoops Showdown';

const toast = (page: Page, text: string) =>
  page.getByRole('alert').filter({ hasText: text }).first().waitFor();

type Cards = { items: { id: string; number: number; title: string }[] };
type PublicContest = {
  entries: { athleteNumber: number; videoId: string | null; videoIds: string[]; votes: number }[];
};

async function contestByTitle(kind: 'sport' | 'brand_ambassador', title: string) {
  const cards = await apiGet<Cards>(baseUrl, `/api/public/contests?kind=${kind}`);
  const card = cards.items.find((c) => c.title === title);
  if (!card) throw new Error(`no open contest "${title}"`);
  return card;
}

/** Vote-getter badges 2 to 5 (and the refused 6th) straight through the API. */
async function createBadgeThroughApi(cookie: string, entryId: string, n: number) {
  const form = new FormData();
  form.set('data', JSON.stringify({ description: `Badge ${n}`, priceCents: 2000 }));
  for (const name of ['introducingImage', 'appealingImage']) {
    form.set(name, new Blob([new Uint8Array(tinyPng(32))], { type: 'image/png' }), `${name}.png`);
  }
  return fetch(`${baseUrl}/api/athlete/contest-entries/${entryId}/vote-getter-badges`, {
    method: 'POST',
    headers: { cookie, origin: baseUrl },
    body: form,
  });
}

const rowOf = (page: Page, title: string): Locator =>
  page.getByRole('row').filter({ hasText: title });

describe('contests', () => {
  it('a new athlete enrolls, adds videos and badges; a fan votes once; the athlete leaves', async (test) => {
    const athlete = await signUpAthlete(baseUrl, { firstName: 'Avery', lastName: 'Contest' });
    const page = await browser.newPage({ width: DESKTOP, baseUrl, test });
    const cookie = await signIn(page, baseUrl, athlete);
    await page.goto('/admin/athlete-contest');
    await page.getByRole('tab', { name: 'BRAND AMBASSADOR CONTEST' }).click();
    const row = rowOf(page, BRAND_CONTEST);
    await row.getByRole('button', { name: l.enroll }).click();
    await toast(page, m.enrolled);
    await row.getByRole('button', { name: l.enroll }).and(page.locator(':disabled')).waitFor();

    // Add Video: a link that is not YouTube's, then the same video twice, then two videos.
    await row.getByRole('button', { name: l.addVideo }).click();
    const videos = page.getByRole('dialog', { name: l.videosTitle });
    await field(videos, l.videoLink(1)).fill('https://vimeo.com/76979871');
    await videos.getByRole('button', { name: l.saveVideos }).click();
    await videos.getByText(m.youtubeOnly).waitFor();
    await field(videos, l.videoLink(1)).fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    await videos.getByRole('button', { name: l.addLink }).click();
    await field(videos, l.videoLink(2)).fill('https://youtu.be/dQw4w9WgXcQ');
    await videos.getByRole('button', { name: l.saveVideos }).click();
    await videos.getByText(m.duplicateVideo).waitFor();
    await field(videos, l.videoLink(2)).fill('https://youtu.be/9bZkp7q19f0');
    await videos.getByRole('button', { name: l.saveVideos }).click();
    await toast(page, m.videosAdded);
    await expectNoSeriousA11yViolations(page);

    // A co-athlete id nobody has: the server's message after the debounce.
    await field(videos, l.athleteId).fill('999999');
    await videos.getByText(m.unknownAthlete(999999)).waitFor();
    await page.keyboard.press('Escape');
    await videos.waitFor({ state: 'hidden' });

    // The entry, as the API gives it to its owner.
    type Brand = { items: { contest: { title: string }; entry: { id: string } | null }[] };
    const mine = await apiGet<Brand>(baseUrl, '/api/athlete/brand-contests?limit=50', {
      cookie,
    });
    const entryId = mine.items.find((i) => i.contest.title === BRAND_CONTEST)?.entry?.id;
    expect(entryId).toBeTruthy();

    // Badge 1 through the dialog, 2 to 5 through the API; the 6th is refused.
    await row.getByRole('button', { name: l.createBadge }).click();
    const badge = page.getByRole('dialog', { name: l.badgeTitle });
    await field(badge, l.description).fill('Clutch shooter');
    await badge
      .locator('label')
      .filter({ hasText: /^\$20$/ })
      .first()
      .click();
    const files = badge.locator('input[type="file"]');
    await files.nth(0).setInputFiles({ name: 'a.png', mimeType: 'image/png', buffer: tinyPng(48) });
    await files.nth(1).setInputFiles({ name: 'b.png', mimeType: 'image/png', buffer: tinyPng(48) });
    await badge.getByRole('button', { name: l.create }).click();
    await toast(page, m.badgeCreated);
    for (const n of [2, 3, 4, 5]) {
      expect((await createBadgeThroughApi(cookie, entryId as string, n)).status).toBe(201);
    }
    const sixth = await createBadgeThroughApi(cookie, entryId as string, 6);
    expect(sixth.status).toBe(409);
    expect(((await sixth.json()) as { error: { message: string } }).error.message).toBe(
      m.tooManyBadges,
    );
    await page.reload();
    await page.getByRole('tab', { name: 'BRAND AMBASSADOR CONTEST' }).click();
    await row.getByText(l.badgesCount(5, 5)).waitFor();
    await row.getByRole('button', { name: l.createBadge }).and(page.locator(':disabled')).waitFor();

    // Another athlete cannot change the entry.
    const other = await apiLogin(baseUrl, DEMO.athlete2.email, DEMO.athlete2.password);
    const foreign = await fetch(`${baseUrl}/api/athlete/contest-entries/${entryId}`, {
      method: 'DELETE',
      headers: { cookie: other.cookie, origin: baseUrl },
    });
    expect(foreign.status).toBe(404);

    // A new fan confirms the e-mail address by its link, then votes twice: it counts once.
    const contest = await contestByTitle('brand_ambassador', BRAND_CONTEST);
    const fan = await signUpFan(baseUrl, { firstName: 'Vera', lastName: 'Voter' });
    const fanPage = await browser.newPage({ width: MOBILE, baseUrl, test });
    await signIn(fanPage, baseUrl, fan);
    const mail = await latestEmailTo(baseUrl, fan.email, ec.emailSubject);
    const link = /https?:\/\/\S+\/fan\/confirm-email\?token=[\w-]+/.exec(mail?.text ?? '')?.[0];
    expect(link, mail?.text).toBeTruthy();
    const confirmUrl = new URL(link as string);
    await fanPage.goto(`${confirmUrl.pathname}${confirmUrl.search}`);
    await fanPage.getByText(ec.confirmed).waitFor();

    await fanPage.goto(`/contests/${contest.number}`);
    const card = fanPage.getByRole('article').filter({ hasText: 'Avery Contest' });
    await card.getByText(pub.votes(0)).waitFor();
    await card.getByRole('button', { name: v.voteLabel }).click();
    await card.getByRole('button', { name: v.voted }).waitFor();
    await card.getByText(pub.votes(1)).waitFor();
    // Drawn by the server, the page starts its app on the visitor's first move: then it reads
    // the fan's votes.
    await fanPage.reload();
    await fanPage.mouse.move(20, 20);
    await card.getByRole('button', { name: v.voted }).and(fanPage.locator(':disabled')).waitFor();
    const entry = (
      await apiGet<PublicContest>(baseUrl, `/api/public/contests/${contest.number}`)
    ).entries.find((e) => e.athleteNumber === athlete.athleteNumber);
    const fanSession = await apiLogin(baseUrl, fan.email, fan.password, 'fan');
    const again = await fetch(`${baseUrl}/api/fan/contests/videos/${entry?.videoId}/votes`, {
      method: 'POST',
      headers: { cookie: fanSession.cookie, origin: baseUrl },
    });
    expect(again.status).toBe(200);
    const after = (
      await apiGet<PublicContest>(baseUrl, `/api/public/contests/${contest.number}`)
    ).entries.find((e) => e.athleteNumber === athlete.athleteNumber);
    expect(after?.votes).toBe(1);
    expect(after?.videoIds).toEqual(['dQw4w9WgXcQ', '9bZkp7q19f0']);
    await expectNoSeriousA11yViolations(fanPage);
    expect((await hasHorizontalScroll(fanPage)).scrolls).toBe(false);

    // The athlete leaves after the confirmation: the entry and its videos are gone.
    await row.getByRole('button', { name: l.leave }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: m.leaveConfirm });
    await confirm.getByRole('button', { name: l.leave }).click();
    await toast(page, m.left);
    await row.getByRole('button', { name: l.enroll }).and(page.locator(':enabled')).waitFor();
    const gone = (
      await apiGet<PublicContest>(baseUrl, `/api/public/contests/${contest.number}`)
    ).entries.find((e) => e.athleteNumber === athlete.athleteNumber);
    expect(gone).toBeUndefined();
  });

  it('a new athlete participates in their school’s sport contest once', async (test) => {
    const athlete = await signUpAthlete(baseUrl, { firstName: 'Parker', lastName: 'Hoops' });
    const page = await browser.newPage({ width: MOBILE, baseUrl, test });
    await signIn(page, baseUrl, athlete);
    await page.goto('/admin/athlete-contest');
    const contest = await contestByTitle('sport', SPORT_CONTEST);
    const row = page.getByRole('row').filter({ hasText: String(contest.number) });
    await row.getByText(s.notParticipated).waitFor();
    await expectNoSeriousA11yViolations(page);
    expect((await hasHorizontalScroll(page)).scrolls).toBe(false);
    await row.getByRole('button', { name: s.participate }).click();
    await toast(page, m.participated);
    await row.getByText(s.participated, { exact: true }).waitFor();
    await row.getByRole('button', { name: s.participate }).and(page.locator(':disabled')).waitFor();
  });
});
