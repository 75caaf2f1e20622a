import { type TDirectoryAthlete, directoryTexts as t } from '@fhp/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, callsTo, field, mockApi, renderPage } from '../../../test/render';
import DirectoryPage from './directory-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const athlete = (n: number, first: string, last: string): TDirectoryAthlete => ({
  athleteNumber: n,
  firstName: first,
  lastName: last,
  athleteType: 'College',
  sport: 'Basketball',
  schoolName: 'Florida International University',
  stateCode: 'FL',
  photoUrl: null,
});
const JORDAN = athlete(1001, 'Jordan', 'Rivera');
const MAYA = athlete(1002, 'Maya', 'Chen');

const reference = {
  'GET /api/reference/sports': { items: [{ name: 'Basketball' }, { name: 'Soccer' }] },
  'GET /api/reference/states': {
    items: [
      { code: 'FL', name: 'Florida', highSchoolAllowed: true },
      { code: 'TX', name: 'Texas', highSchoolAllowed: true },
    ],
  },
  'GET /api/reference/states/FL/cities': { items: [{ name: 'Miami' }, { name: 'Tampa' }] },
  'GET /api/reference/colleges': {
    items: [
      {
        id: 77,
        name: 'Florida International University',
        state: 'FL',
        county: null,
        city: 'Miami',
      },
    ],
  },
};

const queryOf = (url: string) => Object.fromEntries(new URL(url, 'http://x').searchParams);
const searches = (spy: ReturnType<typeof mockApi>) =>
  callsTo(spy, 'GET /api/athletes').map((c) => queryOf(c.url));
const input = (label: string) => {
  const found = screen.getAllByLabelText(field(label)).find((el) => el.tagName === 'INPUT');
  if (!found) throw new Error(`no input labelled ${label}`);
  return found;
};

function renderDirectory(
  route: string,
  athletes: unknown = { items: [JORDAN, MAYA], nextCursor: null },
) {
  const spy = mockApi({ ...reference, 'GET /api/athletes': athletes });
  return { spy, ...renderPage(<DirectoryPage />, { route, path: 'athletes' }) };
}

describe('athlete directory', () => {
  it('lists athletes as cards that link to their pages', async () => {
    renderDirectory('/athletes');
    expect(await screen.findByRole('heading', { level: 1, name: t.title })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: t.resultsLabel });
    const links = within(list).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/athletes/1001', '/athletes/1002']);
    expect(within(links[0] as HTMLElement).getByText('Jordan Rivera')).toBeInTheDocument();
    expect(within(links[0] as HTMLElement).getByText(t.athleteIdLabel(1001))).toBeInTheDocument();
    expect(
      within(links[0] as HTMLElement).getByText('Florida International University'),
    ).toBeInTheDocument();
    expect(within(links[0] as HTMLElement).getByText('Basketball')).toBeInTheDocument();
  });

  it('reads the filters from the address and sends them to the server', async () => {
    const { spy } = renderDirectory(
      '/athletes?q=Jordan&sport=Basketball&state=FL&place=Miami&school=77&schoolName=Florida%20International%20University',
    );
    await screen.findByText('Jordan Rivera');
    expect(searches(spy)[0]).toEqual({
      q: 'Jordan',
      sport: 'Basketball',
      state: 'FL',
      school: '77',
    });
    expect(input(t.searchLabel)).toHaveValue('Jordan');
    expect(input(t.schoolLabel)).toHaveValue('Florida International University');
  });

  it('puts typed text and chosen filters into the address and the request', async () => {
    const { spy, router, user } = renderDirectory('/athletes');
    await screen.findByText('Jordan Rivera');
    await user.type(input(t.searchLabel), 'Maya');
    await waitFor(() => expect(router.state.location.search).toBe('?q=Maya'));
    await waitFor(() => expect(searches(spy).at(-1)).toEqual({ q: 'Maya' }));
    // Typing settles once: no request per key.
    expect(searches(spy).filter((q) => q.q && q.q !== 'Maya')).toEqual([]);

    await user.click(input(t.stateLabel));
    await user.click(await screen.findByRole('option', { name: 'Florida' }));
    await waitFor(() => expect(searches(spy).at(-1)).toEqual({ q: 'Maya', state: 'FL' }));

    // The school: the college's city, then the school by name (its reference id is sent).
    await user.click(input(t.cityLabel));
    await user.click(await screen.findByRole('option', { name: 'Miami' }));
    await user.click(input(t.schoolLabel));
    await user.click(
      await screen.findByRole('option', { name: 'Florida International University' }),
    );
    await waitFor(() =>
      expect(searches(spy).at(-1)).toEqual({ q: 'Maya', state: 'FL', school: '77' }),
    );
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('school')).toBe('77');
    expect(params.get('place')).toBe('Miami');
    // Each chosen filter is a step of the history, so the back button undoes it.
    await router.navigate(-1);
    await waitFor(() => expect(input(t.schoolLabel)).toHaveValue(''));
    expect(new URLSearchParams(router.state.location.search).get('school')).toBeNull();
    expect(input(t.cityLabel)).toHaveValue('Miami');
  });

  it('loads the next page with the cursor under "Load more"', async () => {
    const { spy, user } = renderDirectory('/athletes?sport=Basketball', (url: string) =>
      queryOf(url).cursor === 'c2'
        ? { items: [MAYA], nextCursor: null }
        : { items: [JORDAN], nextCursor: 'c2' },
    );
    await screen.findByText('Jordan Rivera');
    await user.click(screen.getByRole('button', { name: t.loadMore }));
    expect(await screen.findByText('Maya Chen')).toBeInTheDocument();
    expect(screen.getByText('Jordan Rivera')).toBeInTheDocument();
    expect(searches(spy).at(-1)).toEqual({ sport: 'Basketball', cursor: 'c2' });
    expect(screen.queryByRole('button', { name: t.loadMore })).not.toBeInTheDocument();
  });

  it('says what to change when nothing matches, and clears the filters', async () => {
    const { router, user } = renderDirectory('/athletes?q=Zzz&state=TX', {
      items: [],
      nextCursor: null,
    });
    expect(await screen.findByText(t.emptyTitle)).toBeInTheDocument();
    expect(screen.getByText(t.emptyFilteredHint)).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: t.clearFilters }).at(-1) as HTMLElement);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(input(t.searchLabel)).toHaveValue('');
  });

  it('shows the error with a retry', async () => {
    const { user } = renderDirectory(
      '/athletes',
      apiError(500, 'INTERNAL', 'Something went wrong. Please try again later.'),
    );
    expect(
      await screen.findByText('Something went wrong. Please try again later.'),
    ).toBeInTheDocument();
    mockApi({ ...reference, 'GET /api/athletes': { items: [JORDAN], nextCursor: null } });
    await user.click(screen.getByRole('button', { name: /try again/i }));
    expect(await screen.findByText('Jordan Rivera')).toBeInTheDocument();
  });
});
