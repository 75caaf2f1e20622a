import {
  DEFAULT_SITE_LINKS,
  contestBrandLabels as l,
  messages,
  type TBrandContestRow,
  type TBrandEntry,
  type TContestSummary,
} from '@fhp/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  apiError,
  callsTo,
  field,
  mockApi,
  renderPage,
  TEST_ATHLETE,
  TEST_ATHLETE_SUMMARY,
  typeAtOnce,
} from '../../../test/render';
import { upload } from '../../../test/upload-mock';
import { BrandAmbassadorTab } from './brand-ambassador-tab';

const m = messages.contests;

afterEach(() => {
  vi.unstubAllGlobals();
  upload.postMultipart.mockReset();
});

let seq = 0;
const uuid = () => `00000000-0000-4000-8000-${String(++seq).padStart(12, '0')}`;

function contest(over: Partial<TContestSummary> = {}): TContestSummary {
  const id = uuid();
  return {
    id,
    number: seq,
    kind: 'brand_ambassador',
    title: `Brand contest ${seq}`,
    description: '',
    sport: null,
    startDate: '2026-11-01',
    endDate: '2026-12-20',
    buyingEndDate: '2026-12-10',
    rounds: 1,
    currentRound: 1,
    status: 'active',
    organizerName: 'Coastal Sports League',
    organizerEmail: 'organizer@example.com',
    createdAt: '2026-10-20T10:00:00.000Z',
    ...over,
  };
}

function entry(over: Partial<TBrandEntry> = {}): TBrandEntry {
  return {
    id: uuid(),
    status: 'enrolled',
    createdAt: '2026-11-02T10:00:00.000Z',
    videoIds: [],
    coAthletes: [],
    voteGetterBadges: 0,
    ...over,
  };
}

const row = (c: TContestSummary, e: TBrandEntry | null = null): TBrandContestRow => ({
  contest: c,
  entry: e,
});

const overlaysReady = () =>
  waitFor(() => expect(document.querySelector('.mantine-Notifications-root')).not.toBeNull());

function renderTab(routes: Record<string, unknown>) {
  const spy = mockApi({
    'GET /api/site-settings': {
      shopAvailable: false,
      links: {
        ...DEFAULT_SITE_LINKS,
        voteGetterInfoImage: 'https://cdn.example.com/vote-getter.png',
      },
    },
    ...routes,
  });
  const result = renderPage(<BrandAmbassadorTab />, {
    route: '/admin/athlete-contest',
    path: 'admin/athlete-contest',
    user: TEST_ATHLETE,
    athlete: TEST_ATHLETE_SUMMARY,
  });
  return { spy, ...result };
}

const rowOf = async (title: string) => {
  const table = await screen.findByRole('table', { name: l.tableLabel });
  const cell = within(table).getByText(title);
  const tr = cell.closest('tr');
  if (!tr) throw new Error('no row');
  return tr as HTMLElement;
};

describe('brand ambassador tab', () => {
  it('lists contests with their status and only the actions that apply; Load More reads the next page', async () => {
    const open = contest({ title: 'Open contest' });
    const mine = contest({ title: 'Mine' });
    const done = contest({ title: 'Done', status: 'completed' });
    const later = contest({ title: 'Later page' });
    const pages: Record<string, unknown> = {
      first: {
        items: [
          row(open),
          row(mine, entry({ videoIds: ['dQw4w9WgXcQ'], voteGetterBadges: 5 })),
          row(done),
        ],
        nextCursor: 'next',
      },
      next: { items: [row(later)], nextCursor: null },
    };
    const { user, spy } = renderTab({
      'GET /api/athlete/brand-contests': (url: string) =>
        url.includes('cursor=next') ? pages.next : pages.first,
    });
    const table = await screen.findByRole('table', { name: l.tableLabel });
    for (const name of Object.values(l.columns)) {
      expect(within(table).getByRole('columnheader', { name })).toBeInTheDocument();
    }
    const openRow = await rowOf('Open contest');
    expect(within(openRow).getByText(m.pendingStatus)).toBeVisible();
    expect(within(openRow).getByText('1 Nov 2026')).toBeVisible();
    expect(within(openRow).getByText('10 Dec 2026')).toBeVisible();
    expect(within(openRow).getByRole('button', { name: l.enroll })).toBeEnabled();
    for (const name of [l.leave, l.addVideo, l.createBadge]) {
      expect(within(openRow).getByRole('button', { name })).toBeDisabled();
    }
    expect(within(openRow).queryByRole('button', { name: l.seeLeaderboard })).toBeNull();

    const mineRow = await rowOf('Mine');
    expect(within(mineRow).getByText(m.enrolledStatus)).toBeVisible();
    expect(within(mineRow).getByText(/1 video · 5\/5 badges/)).toBeVisible();
    expect(within(mineRow).getByRole('button', { name: l.enroll })).toBeDisabled();
    expect(within(mineRow).getByRole('button', { name: l.leave })).toBeEnabled();
    expect(within(mineRow).getByRole('button', { name: l.addVideo })).toBeEnabled();
    // Five badges made: the server's limit, shown on the button.
    expect(within(mineRow).getByRole('button', { name: l.createBadge })).toBeDisabled();

    const doneRow = await rowOf('Done');
    expect(within(doneRow).getByRole('button', { name: l.seeLeaderboard })).toBeVisible();
    expect(within(doneRow).getByRole('button', { name: l.enroll })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: /load more/i }));
    expect(await screen.findByText('Later page')).toBeVisible();
    expect(callsTo(spy, 'GET /api/athlete/brand-contests')).toHaveLength(2);
  });

  it('enrolls, and leaves only after confirming', async () => {
    const c1 = contest({ title: 'To enroll' });
    const c2 = contest({ title: 'To leave' });
    const e2 = entry();
    const { user, spy } = renderTab({
      'GET /api/athlete/brand-contests': { items: [row(c1), row(c2, e2)], nextCursor: null },
      [`POST /api/athlete/brand-contests/${c1.id}/enroll`]: Response.json(
        { message: m.enrolled, entry: entry() },
        { status: 201 },
      ),
      [`DELETE /api/athlete/contest-entries/${e2.id}`]: { message: m.left },
    });
    await overlaysReady();
    await user.click(within(await rowOf('To enroll')).getByRole('button', { name: l.enroll }));
    expect(await screen.findByText(m.enrolled)).toBeVisible();

    await user.click(within(await rowOf('To leave')).getByRole('button', { name: l.leave }));
    const confirm = await screen.findByRole('dialog', { name: l.leave });
    expect(within(confirm).getByText(m.leaveConfirm)).toBeVisible();
    expect(callsTo(spy, `DELETE /api/athlete/contest-entries/${e2.id}`)).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: l.leave }));
    expect(await screen.findByText(m.left)).toBeVisible();
    expect(callsTo(spy, `DELETE /api/athlete/contest-entries/${e2.id}`)).toHaveLength(1);
  });

  it('adds videos as YouTube links only, then an athlete found by id after the pause', async () => {
    const c = contest({ title: 'Videos' });
    const e = entry();
    let current = e;
    const { user, spy } = renderTab({
      'GET /api/athlete/brand-contests': () => ({ items: [row(c, current)], nextCursor: null }),
      [`PUT /api/athlete/contest-entries/${e.id}/videos`]: () => {
        current = { ...e, videoIds: ['dQw4w9WgXcQ'] };
        return { message: m.videosAdded, entry: current };
      },
      'GET /api/athlete/contest-athletes/1042': { athleteNumber: 1042, name: 'Cara Mills' },
      'GET /api/athlete/contest-athletes/77': apiError(404, 'NOT_FOUND', m.unknownAthlete(77)),
      [`POST /api/athlete/contest-entries/${e.id}/co-athletes`]: () => {
        current = { ...current, coAthletes: [{ athleteNumber: 1042, name: 'Cara Mills' }] };
        return { message: m.coAthleteAdded, entry: current };
      },
    });
    await overlaysReady();
    await user.click(within(await rowOf('Videos')).getByRole('button', { name: l.addVideo }));
    const dialog = await screen.findByRole('dialog', { name: l.videosTitle });
    expect(within(dialog).getByText(l.coAthletesNeedVideos)).toBeVisible();
    const link = within(dialog).getByLabelText(l.videoLink(1));
    await typeAtOnce(user, link, 'https://vimeo.com/1');
    await user.click(within(dialog).getByRole('button', { name: l.saveVideos }));
    expect(await within(dialog).findByText(m.youtubeOnly)).toBeVisible();
    expect(callsTo(spy, `PUT /api/athlete/contest-entries/${e.id}/videos`)).toHaveLength(0);
    await user.clear(link);
    await typeAtOnce(user, link, 'https://youtu.be/dQw4w9WgXcQ');
    await user.click(within(dialog).getByRole('button', { name: l.saveVideos }));
    expect(await screen.findByText(m.videosAdded)).toBeVisible();
    expect(callsTo(spy, `PUT /api/athlete/contest-entries/${e.id}/videos`)[0]?.body).toEqual({
      urls: ['https://youtu.be/dQw4w9WgXcQ'],
    });

    const id = await within(dialog).findByLabelText(l.athleteId);
    await typeAtOnce(user, id, '77');
    expect(within(dialog).getByText(l.lookingUp)).toBeVisible();
    expect(callsTo(spy, 'GET /api/athlete/contest-athletes/77')).toHaveLength(0);
    expect(
      await within(dialog).findByText(m.unknownAthlete(77), {}, { timeout: 5000 }),
    ).toBeVisible();
    await user.clear(id);
    await typeAtOnce(user, id, '1042');
    expect(await within(dialog).findByText('Cara Mills', {}, { timeout: 5000 })).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: l.addAthlete }));
    expect(await screen.findByText(m.coAthleteAdded)).toBeVisible();
    expect(callsTo(spy, `POST /api/athlete/contest-entries/${e.id}/co-athletes`)[0]?.body).toEqual({
      athleteNumber: 1042,
    });
    expect(
      await within(dialog).findByRole('button', { name: l.removeAthlete('Cara Mills') }),
    ).toBeVisible();
  }, 20_000);

  it('creates a vote-getter badge: 20 characters, a price, two images', async () => {
    const c = contest({ title: 'Badges' });
    const e = entry({ videoIds: ['dQw4w9WgXcQ'] });
    upload.postMultipart.mockResolvedValue({
      message: m.badgeCreated,
      badge: {
        id: uuid(),
        contestId: c.id,
        kind: 'vote_getter',
        description: 'Vote for me',
        priceCents: 2000,
        introducingImageUrl: '/api/files/a',
        appealingImageUrl: '/api/files/b',
        createdAt: '2026-11-03T10:00:00.000Z',
      },
    });
    const { user } = renderTab({
      'GET /api/athlete/brand-contests': { items: [row(c, e)], nextCursor: null },
    });
    await overlaysReady();
    await user.click(within(await rowOf('Badges')).getByRole('button', { name: l.createBadge }));
    const dialog = await screen.findByRole('dialog', { name: l.badgeTitle });
    const description = within(dialog).getByLabelText(field(l.description));
    await typeAtOnce(user, description, 'x'.repeat(21));
    await user.click(within(dialog).getByRole('button', { name: l.create }));
    expect(await within(dialog).findByText(m.descriptionTooLong(20))).toBeVisible();
    expect(within(dialog).getByText(m.priceRequired)).toBeVisible();
    expect(within(dialog).getAllByText(m.badgeImageRequired)).toHaveLength(2);
    expect(upload.postMultipart).not.toHaveBeenCalled();

    await user.clear(description);
    await typeAtOnce(user, description, 'Vote for me');
    await user.click(within(dialog).getByRole('radio', { name: '$20' }));
    const png = (name: string) =>
      new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });
    const [intro, appeal] = dialog.querySelectorAll('input[type="file"]');
    await user.upload(intro as HTMLInputElement, png('intro.png'));
    await user.upload(appeal as HTMLInputElement, png('appeal.png'));
    await user.click(within(dialog).getByRole('button', { name: l.create }));
    expect(await screen.findByText(m.badgeCreated)).toBeVisible();
    const [, form, options] = upload.postMultipart.mock.calls[0] as [
      unknown,
      FormData,
      { params: unknown },
    ];
    expect(JSON.parse(String(form.get('data')))).toEqual({
      description: 'Vote for me',
      priceCents: 2000,
    });
    expect(form.get('introducingImage')).toBeInstanceOf(File);
    expect(options.params).toEqual({ id: e.id });
  });

  it('shows the Vote Getter Info image an operator set in the site settings', async () => {
    const { user } = renderTab({
      'GET /api/athlete/brand-contests': { items: [], nextCursor: null },
    });
    expect(await screen.findByText(m.noContests)).toBeVisible();
    await user.click(screen.getByRole('button', { name: l.voteGetterInfo }));
    const dialog = await screen.findByRole('dialog', { name: l.voteGetterInfo });
    expect(within(dialog).getByRole('img', { name: l.voteGetterInfoAlt })).toHaveAttribute(
      'src',
      'https://cdn.example.com/vote-getter.png',
    );
  });
});
