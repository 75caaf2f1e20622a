import type { TPlaceRequestItem } from '@fhp/domain';
import { placesTexts as t } from '@fhp/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  apiError,
  callsTo,
  field,
  mockApi,
  renderPage,
  setupUser,
  TEST_ATHLETE,
  TEST_ATHLETE_SUMMARY,
} from '../../../test/render';
import RequestedCitiesPage from '../pages/requested-cities-page';
import RequestedSportsPage from '../pages/requested-sports-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

let seq = 0;
function place(overrides: Partial<TPlaceRequestItem> = {}): TPlaceRequestItem {
  seq += 1;
  return {
    id: `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`,
    state: 'Florida',
    city: `City ${seq}`,
    college: `College ${seq}`,
    sport: 'Basketball',
    status: 'pending',
    support: 0,
    supportedByMe: false,
    addedByMe: false,
    createdAt: new Date(Date.now() - 60 * 60_000).toISOString(),
    ...overrides,
  };
}

const BOCA = place({
  city: 'Boca Raton',
  college: 'Florida Atlantic University',
  support: 2,
  supportedByMe: true,
  addedByMe: true,
});
const SAN_MARCOS = place({
  state: 'Texas',
  city: 'San Marcos',
  college: 'Texas State University',
  sport: 'Soccer',
  support: 1,
});
const LACROSSE = place({ city: 'Miami', college: 'Fiu', sport: 'Lacrosse', support: 1 });

const REFERENCE = {
  'GET /api/reference/states': {
    items: [
      { code: 'FL', name: 'Florida', highSchoolAllowed: true },
      { code: 'TX', name: 'Texas', highSchoolAllowed: true },
    ],
  },
  'GET /api/reference/sports': { items: [{ name: 'Basketball' }, { name: 'Soccer' }] },
};

function renderScreen(route: string, routes: Record<string, unknown> = {}) {
  const spy = mockApi({
    'GET /api/requested-cities': { items: [BOCA, SAN_MARCOS], nextCursor: null },
    'GET /api/requested-sports': { items: [LACROSSE], nextCursor: null },
    ...REFERENCE,
    ...routes,
  });
  const page = route.endsWith('cities') ? <RequestedCitiesPage /> : <RequestedSportsPage />;
  const result = renderPage(page, { route, user: TEST_ATHLETE, athlete: TEST_ATHLETE_SUMMARY });
  return { spy, ...result };
}

const overlaysReady = () =>
  waitFor(() => expect(document.querySelector('.mantine-Notifications-root')).not.toBeNull());

const heart = (name: string, count: number) =>
  screen.findByRole('button', { name: t.supportFor(name, count) });

describe('requested cities', () => {
  it('lists the requests with their support count and pressed hearts', async () => {
    renderScreen('/admin/requested-cities');
    const table = await screen.findByRole('table', { name: t.screens.city.tableLabel });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['City', 'College', 'State', 'Sport', 'Status', 'Support']);
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    const boca = await heart('Boca Raton, Florida', 2);
    expect(boca).toHaveAttribute('aria-pressed', 'true');
    expect(boca).toHaveTextContent('2');
    expect(await heart('San Marcos, Texas', 1)).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText(t.addedByYou)).toBeVisible();
    expect(screen.getAllByText('Pending')).toHaveLength(2);
  });

  it('toggles support: adds me, then removes me, the count following the server', async () => {
    const sent: boolean[] = [];
    let supporters = 1;
    const { spy } = renderScreen('/admin/requested-cities', {
      [`PUT /api/requested-cities/${SAN_MARCOS.id}/support`]: (
        _url: string,
        init?: RequestInit,
      ) => {
        const { supported } = JSON.parse(String(init?.body)) as { supported: boolean };
        sent.push(supported);
        supporters += supported ? 1 : -1;
        return { support: supporters, supportedByMe: supported };
      },
    });
    await overlaysReady();
    const user = setupUser();
    await user.click(await heart('San Marcos, Texas', 1));
    const pressed = await heart('San Marcos, Texas', 2);
    expect(pressed).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText(t.supportAdded)).toBeVisible();

    await waitFor(() => expect(pressed).toBeEnabled());
    await user.click(pressed);
    const released = await heart('San Marcos, Texas', 1);
    expect(released).toHaveAttribute('aria-pressed', 'false');
    expect(await screen.findByText(t.supportRemoved)).toBeVisible();
    expect(sent).toEqual([true, false]);
    expect(callsTo(spy, `PUT /api/requested-cities/${SAN_MARCOS.id}/support`)).toHaveLength(2);
  });

  it('puts the heart back when the server refuses', async () => {
    renderScreen('/admin/requested-cities', {
      [`PUT /api/requested-cities/${SAN_MARCOS.id}/support`]: () =>
        apiError(404, 'NOT_FOUND', 'This request no longer exists.'),
    });
    await overlaysReady();
    await setupUser().click(await heart('San Marcos, Texas', 1));
    expect(await screen.findByText('This request no longer exists.')).toBeVisible();
    expect(await heart('San Marcos, Texas', 1)).toHaveAttribute('aria-pressed', 'false');
  });

  it('requires every field of Add New City, then sends them title-cased', async () => {
    let created = false;
    const NEW = place({
      city: 'Fort Myers',
      college: 'Florida Gulf Coast University',
      addedByMe: true,
    });
    const { spy } = renderScreen('/admin/requested-cities', {
      'GET /api/requested-cities': () => ({
        items: created ? [NEW, BOCA] : [BOCA],
        nextCursor: null,
      }),
      'POST /api/requested-cities': () => {
        created = true;
        return Response.json({ message: t.cityRequested, item: NEW }, { status: 201 });
      },
    });
    await overlaysReady();
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: t.addNewCity }));
    const dialog = await screen.findByRole('dialog', { name: t.addNewCity });
    await user.click(within(dialog).getByRole('button', { name: t.submit }));
    for (const message of [t.stateRequired, t.cityRequired, t.collegeRequired, t.sportRequired]) {
      expect(await within(dialog).findByText(message)).toBeVisible();
    }
    expect(callsTo(spy, 'POST /api/requested-cities')).toHaveLength(0);

    await user.click(within(dialog).getByLabelText(field('State'), { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Florida' }));
    const city = within(dialog).getByLabelText(field('City'), { selector: 'input' });
    await user.type(city, 'fort   MYERS');
    await user.type(
      within(dialog).getByLabelText(field('College'), { selector: 'input' }),
      'florida gulf coast university',
    );
    // Leaving a field shows it as it will be stored.
    expect(city).toHaveValue('Fort Myers');
    await user.type(
      within(dialog).getByLabelText(field('Sport'), { selector: 'input' }),
      'basketball',
    );
    await user.click(within(dialog).getByRole('button', { name: t.submit }));

    expect(await screen.findByText(t.cityRequested)).toBeVisible();
    expect(callsTo(spy, 'POST /api/requested-cities').map((c) => c.body)).toEqual([
      {
        state: 'Florida',
        city: 'Fort Myers',
        college: 'Florida Gulf Coast University',
        sport: 'Basketball',
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Fort Myers')).toBeVisible();
  });

  it('loads the next page with Load More', async () => {
    const first = [1, 2, 3, 4, 5].map((n) => place({ city: `First ${n}` }));
    renderScreen('/admin/requested-cities', {
      'GET /api/requested-cities': (url: string) =>
        new URL(url, 'http://x').searchParams.get('cursor') === 'c1'
          ? { items: [place({ city: 'Second 1' })], nextCursor: null }
          : { items: first, nextCursor: 'c1' },
    });
    await screen.findByText('First 5');
    await setupUser().click(screen.getByRole('button', { name: t.loadMore }));
    expect(await screen.findByText('Second 1')).toBeVisible();
    expect(screen.queryByRole('button', { name: t.loadMore })).toBeNull();
  });
});

describe('requested sports', () => {
  it('lists sport requests, the sport first', async () => {
    renderScreen('/admin/requested-sports');
    const table = await screen.findByRole('table', { name: t.screens.sport.tableLabel });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Sport', 'College', 'State', 'City', 'Status', 'Support']);
    expect(await heart('Lacrosse, Fiu', 1)).toHaveAttribute('aria-pressed', 'false');
  });

  it('asks for sport, college, state and city in Add New Sport and title-cases them', async () => {
    const NEW = place({ sport: 'Water Polo', college: 'Fiu', city: 'Miami', addedByMe: true });
    const { spy } = renderScreen('/admin/requested-sports', {
      'POST /api/requested-sports': () =>
        Response.json({ message: t.sportRequested, item: NEW }, { status: 201 }),
    });
    await overlaysReady();
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: t.addNewSport }));
    const dialog = await screen.findByRole('dialog', { name: t.addNewSport });
    const labels = [...dialog.querySelectorAll('input:not([type="hidden"])')].map(
      (input) => document.querySelector(`label[for="${input.id}"]`)?.textContent,
    );
    expect(labels.map((l) => l?.replace(/\s*\*$/, ''))).toEqual([
      'Sport',
      'College',
      'State',
      'City',
    ]);

    await user.type(
      within(dialog).getByLabelText(field('Sport'), { selector: 'input' }),
      'water polo',
    );
    await user.click(within(dialog).getByRole('button', { name: t.submit }));
    expect(await within(dialog).findByText(t.collegeRequired)).toBeVisible();
    expect(within(dialog).getByText(t.stateRequired)).toBeVisible();
    expect(within(dialog).getByText(t.cityRequired)).toBeVisible();
    expect(within(dialog).queryByText(t.sportRequired)).toBeNull();

    await user.type(within(dialog).getByLabelText(field('College'), { selector: 'input' }), 'fiu');
    await user.click(within(dialog).getByLabelText(field('State'), { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Florida' }));
    await user.type(within(dialog).getByLabelText(field('City'), { selector: 'input' }), 'miami');
    await user.click(within(dialog).getByRole('button', { name: t.submit }));
    expect(await screen.findByText(t.sportRequested)).toBeVisible();
    expect(callsTo(spy, 'POST /api/requested-sports').map((c) => c.body)).toEqual([
      { state: 'Florida', city: 'Miami', college: 'Fiu', sport: 'Water Polo' },
    ]);
  });
});
