import {
  messages,
  contestPageTexts as p,
  type TSportContestDetails,
  type TSportContestRow,
  sportContestTexts as t,
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
import AthleteContestPage from './athlete-contest-page';

afterEach(() => {
  vi.unstubAllGlobals();
  upload.postMultipart.mockReset();
});

const png = (name: string) =>
  new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

const ID1 = '00000000-0000-4000-8000-000000000001';
const ID2 = '00000000-0000-4000-8000-000000000002';

function row(over: Partial<TSportContestRow> = {}): TSportContestRow {
  return {
    id: ID1,
    number: 41,
    title: 'Spring hoops',
    sport: 'Basketball',
    startDate: '2026-11-01',
    endDate: '2026-11-30',
    status: 'active',
    participated: false,
    ...over,
  };
}

const DETAILS: TSportContestDetails = {
  id: ID1,
  number: 41,
  organizerName: 'Coastal Sports League',
  organizerEmail: 'organizer@example.com',
  schools: [{ name: 'Miami Dade College', state: 'Florida', status: 'accepted' }],
  athletes: [{ name: 'Ana Lopez', athleteNumber: 1042, school: 'Miami Dade College' }],
  fans: [{ name: 'Sam W.', votes: 3 }],
};

const listRoute = 'GET /api/sport-contests';

function renderScreen(routes: Record<string, unknown> = {}) {
  const spy = mockApi({
    [listRoute]: (url: string) =>
      url.includes('tab=completed')
        ? {
            items: [row({ id: ID2, number: 7, status: 'completed', participated: true })],
            nextCursor: null,
          }
        : { items: [row()], nextCursor: 'next' },
    ...routes,
  });
  const result = renderPage(<AthleteContestPage />, {
    route: '/admin/athlete-contest',
    user: TEST_ATHLETE,
    athlete: TEST_ATHLETE_SUMMARY,
  });
  return { spy, ...result };
}

describe('athlete contest page', () => {
  it('shows both tabs, the Contest Rules link and the Great Video Info image from the site settings', async () => {
    const { user } = renderScreen();
    expect(screen.getByRole('tab', { name: p.sportTab })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: p.brandTab })).toBeVisible();
    expect(screen.getByRole('link', { name: p.contestRules })).toHaveAttribute('href', '/contests');
    await user.click(screen.getByRole('button', { name: p.greatVideoInfo }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('img', { name: p.greatVideoInfoAlt })).toHaveAttribute(
      'src',
      '/images/great-video-info.svg',
    );
  });

  it('lists All Contests with Contest Id, dates and Your Status, 5 a page with Load More', async () => {
    const { spy } = renderScreen();
    const table = await screen.findByRole('table', { name: t.tableLabel('all') });
    const cells = within(table).getAllByRole('cell');
    expect(cells[0]).toHaveTextContent('41');
    expect(cells[1]).toHaveTextContent('1 Nov 2026');
    expect(cells[2]).toHaveTextContent('30 Nov 2026');
    expect(cells[3]).toHaveTextContent(t.notParticipated);
    const first = callsTo(spy, listRoute)[0]?.url ?? '';
    expect(first).toContain('tab=all');
    expect(first).toContain('limit=5');
    expect(screen.getByRole('button', { name: messages.shell.loadMore })).toBeVisible();
  });

  it('participates: the server’s message, then participated and the button disabled', async () => {
    let participated = false;
    const { spy, user } = renderScreen({
      [listRoute]: () => ({ items: [row({ participated })], nextCursor: null }),
      [`POST /api/sport-contests/${ID1}/participate`]: () => {
        participated = true;
        return Response.json(
          { row: row({ participated: true }), message: messages.contests.participated },
          { status: 201 },
        );
      },
    });
    const button = await screen.findByRole('button', { name: `${t.participate}: Contest 41` });
    await user.click(button);
    expect(await screen.findByText(messages.contests.participated)).toBeVisible();
    expect(callsTo(spy, `POST /api/sport-contests/${ID1}/participate`)).toHaveLength(1);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: `${t.participate}: Contest 41` })).toBeDisabled(),
    );
    const table = screen.getByRole('table', { name: t.tableLabel('all') });
    expect(await within(table).findByText(t.participated)).toBeVisible();
  });

  it('shows the server’s refusal of another school’s contest', async () => {
    const { user } = renderScreen({
      [`POST /api/sport-contests/${ID1}/participate`]: apiError(
        403,
        'FORBIDDEN',
        messages.contests.notYourSchool,
      ),
    });
    await user.click(await screen.findByRole('button', { name: `${t.participate}: Contest 41` }));
    expect(await screen.findByText(messages.contests.notYourSchool)).toBeVisible();
  });

  it('opens View Details: the organizer, then the Schools, Athletes and Fans tabs', async () => {
    const { user } = renderScreen({ [`GET /api/sport-contests/${ID1}`]: DETAILS });
    await user.click(await screen.findByRole('button', { name: `${t.viewDetails}: Contest 41` }));
    const dialog = await screen.findByRole('dialog', { name: 'Contest 41' });
    expect(await within(dialog).findByText('Coastal Sports League')).toBeVisible();
    expect(within(dialog).getByText('organizer@example.com')).toBeVisible();
    expect(within(dialog).getByRole('cell', { name: 'Miami Dade College' })).toBeVisible();
    await user.click(within(dialog).getByRole('tab', { name: t.details.athletes }));
    expect(within(dialog).getByRole('cell', { name: '1042' })).toBeVisible();
    await user.click(within(dialog).getByRole('tab', { name: t.details.fans }));
    expect(within(dialog).getByRole('cell', { name: 'Sam W.' })).toBeVisible();
    expect(within(dialog).getByRole('cell', { name: '3' })).toBeVisible();
  });

  it('lists Completed Contests with Leaderboard and Honor Badge; the badge form checks the description', async () => {
    const { spy, user } = renderScreen();
    await screen.findByRole('table', { name: t.tableLabel('all') });
    await user.click(screen.getByRole('radio', { name: t.completedTab }));
    const table = await screen.findByRole('table', { name: t.tableLabel('completed') });
    expect(within(table).getByRole('button', { name: t.leaderboard })).toBeVisible();
    expect(within(table).queryByRole('button', { name: /Participate/ })).toBeNull();
    await user.click(within(table).getByRole('button', { name: `${t.honorBadge}: Contest 7` }));
    const dialog = await screen.findByRole('dialog');
    await typeAtOnce(
      user,
      within(dialog).getByLabelText(field(t.honor.description)),
      'Fifteen chars!!',
    );
    await user.click(within(dialog).getByRole('button', { name: t.honor.submit }));
    expect(await within(dialog).findByText('Only 14 characters are allowed')).toBeVisible();
    expect(within(dialog).getByText(messages.contests.priceRequired)).toBeVisible();
    expect(within(dialog).getAllByText(messages.contests.badgeImageRequired)).toHaveLength(2);
    expect(callsTo(spy, `POST /api/sport-contests/${ID2}/honor-badges`)).toHaveLength(0);
  });

  it('creates an honor badge: description, a price chip and the two images, then the server’s message', async () => {
    upload.postMultipart.mockResolvedValue({
      badge: {
        id: '00000000-0000-4000-8000-000000000009',
        contestId: ID2,
        kind: 'honor',
        description: 'MVP 2026',
        priceCents: 2000,
        introducingImageUrl: '/api/files/a',
        appealingImageUrl: '/api/files/b',
        createdAt: '2026-11-28T10:00:00.000Z',
      },
      message: messages.contests.badgeCreated,
    });
    const { user } = renderScreen();
    await screen.findByRole('table', { name: t.tableLabel('all') });
    await user.click(screen.getByRole('radio', { name: t.completedTab }));
    const table = await screen.findByRole('table', { name: t.tableLabel('completed') });
    await user.click(within(table).getByRole('button', { name: `${t.honorBadge}: Contest 7` }));
    const dialog = await screen.findByRole('dialog');
    await typeAtOnce(user, within(dialog).getByLabelText(field(t.honor.description)), 'MVP 2026');
    await user.click(within(dialog).getByRole('radio', { name: '$20' }));
    const [intro, appeal] = dialog.querySelectorAll('input[type="file"]');
    await user.upload(intro as HTMLInputElement, png('intro.png'));
    await user.upload(appeal as HTMLInputElement, png('appeal.png'));
    await user.click(within(dialog).getByRole('button', { name: t.honor.submit }));
    expect(await screen.findByText(messages.contests.badgeCreated)).toBeVisible();
    const [endpoint, form, options] = upload.postMultipart.mock.calls[0] as [
      { path: string },
      FormData,
      { params: { id: string } },
    ];
    expect(endpoint.path).toBe('/api/sport-contests/:id/honor-badges');
    expect(options.params).toEqual({ id: ID2 });
    expect(JSON.parse(String(form.get('data')))).toEqual({
      description: 'MVP 2026',
      priceCents: 2000,
    });
    expect(form.get('introducingImage')).toBeInstanceOf(File);
    expect(form.get('appealingImage')).toBeInstanceOf(File);
  }, 60_000);

  it('says so when there is no contest, and offers to try again after a failure', async () => {
    mockApi({ [listRoute]: { items: [], nextCursor: null } });
    renderPage(<AthleteContestPage />, { route: '/admin/athlete-contest', user: TEST_ATHLETE });
    expect(await screen.findByText(t.emptyAll)).toBeVisible();
    vi.unstubAllGlobals();
    mockApi({ [listRoute]: apiError(500, 'INTERNAL', 'boom') });
    renderPage(<AthleteContestPage />, { route: '/admin/athlete-contest', user: TEST_ATHLETE });
    expect(await screen.findByText(t.loadFailed)).toBeVisible();
  });
});
