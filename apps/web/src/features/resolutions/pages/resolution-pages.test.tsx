import {
  type TResolution,
  type TResolutionMessage,
  type TResolutionThread,
  resolutionsTexts as t,
} from '@fhp/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  callsTo,
  field,
  mockApi,
  renderPage,
  setupUser,
  TEST_ATHLETE,
  TEST_ATHLETE_SUMMARY,
  typeAtOnce,
} from '../../../test/render';
import ResolutionCenterPage from './resolution-center-page';
import ResolutionDetailPage from './resolution-detail-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

let seq = 0;
const uuid = () => `00000000-0000-4000-8000-${String(++seq).padStart(12, '0')}`;
function resolution(overrides: Partial<TResolution> = {}): TResolution {
  return {
    id: uuid(),
    name: 'Ana Diaz',
    athleteNumber: 1001,
    email: 'athlete@example.com',
    phoneNumber: '+1 305 555 0101',
    type: 'Financial',
    description: 'My sale is missing',
    status: 'pending',
    openedBy: 'athlete',
    updatedBy: 'athlete',
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}
function message(overrides: Partial<TResolutionMessage> = {}): TResolutionMessage {
  return {
    id: uuid(),
    message: 'Hello',
    senderId: TEST_ATHLETE.id,
    from: 'athlete',
    createdAt: '2026-11-20T10:05:00.000Z',
    ...overrides,
  };
}
const overlaysReady = () =>
  waitFor(() => expect(document.querySelector('.mantine-Notifications-root')).not.toBeNull());
const athlete = { user: TEST_ATHLETE, athlete: TEST_ATHLETE_SUMMARY };

describe('resolution center (athlete)', () => {
  const PENDING = resolution();
  const ACCEPTED = resolution({ type: 'Other', status: 'accepted', updatedBy: 'admin' });

  it('lists my resolutions with the spec’s columns, status colours and View Details', async () => {
    mockApi({ 'GET /api/resolutions': { items: [PENDING, ACCEPTED], nextCursor: null } });
    renderPage(<ResolutionCenterPage />, { route: '/admin/resolution-center', ...athlete });
    const table = await screen.findByRole('table', { name: t.tableLabel });
    for (const column of t.columns)
      expect(within(table).getByRole('columnheader', { name: column })).toBeVisible();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const [first, second] = rows as [HTMLElement, HTMLElement];
    expect(within(first).getByText('1')).toBeVisible();
    expect(within(first).getByText('1001')).toBeVisible();
    expect(within(first).getByText('+1 305 555 0101')).toBeVisible();
    const pendingBadge = within(first).getByText('Pending').closest('[data-status]');
    const acceptedBadge = within(second).getByText('Accepted').closest('[data-status]');
    expect(pendingBadge?.getAttribute('style')).toContain('red');
    expect(acceptedBadge?.getAttribute('style')).toContain('green');
    expect(within(second).getByText('Admin')).toBeVisible();
    expect(within(first).getByRole('link', { name: /View Details/ })).toHaveAttribute(
      'href',
      `/admin/resolution-detail/${PENDING.id}`,
    );
  });

  it('adds a resolution: type and description required, the profile’s facts read-only', async () => {
    let added = false;
    const NEW = resolution({ type: 'Sports-Related', description: 'Coach' });
    const spy = mockApi({
      'GET /api/resolutions': () => ({ items: added ? [NEW] : [], nextCursor: null }),
      'GET /api/resolutions/contact': {
        name: 'Ana Diaz',
        athleteNumber: 1001,
        email: 'athlete@example.com',
        phoneNumber: null,
      },
      'POST /api/resolutions': () => {
        added = true;
        return Response.json({ message: t.added, resolution: NEW }, { status: 201 });
      },
    });
    renderPage(<ResolutionCenterPage />, { route: '/admin/resolution-center', ...athlete });
    await overlaysReady();
    expect(await screen.findByText(t.empty)).toBeVisible();
    const user = setupUser();
    await user.click(screen.getByRole('button', { name: t.addResolution }));
    const dialog = await screen.findByRole('dialog', { name: t.dialogTitle });
    const name = await within(dialog).findByLabelText(t.nameLabel);
    expect(name).toHaveValue('Ana Diaz');
    expect(name).toHaveAttribute('readonly');
    expect(within(dialog).getByLabelText(t.athleteIdLabel)).toHaveValue('1001');
    expect(within(dialog).getByLabelText(t.phoneLabel)).toHaveValue(t.noPhone);

    await user.click(within(dialog).getByRole('button', { name: t.submit }));
    expect(await within(dialog).findByText(t.typeRequired)).toBeVisible();
    expect(within(dialog).getByText(t.descriptionRequired)).toBeVisible();
    expect(callsTo(spy, 'POST /api/resolutions')).toHaveLength(0);

    await user.click(within(dialog).getByLabelText(field(t.typeLabel), { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Sports-Related' }));
    await typeAtOnce(user, within(dialog).getByLabelText(field(t.descriptionLabel)), 'Coach');
    await user.click(within(dialog).getByRole('button', { name: t.submit }));
    expect(await screen.findByText(t.added)).toBeVisible();
    expect(callsTo(spy, 'POST /api/resolutions')[0]?.body).toEqual({
      type: 'Sports-Related',
      description: 'Coach',
    });
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));
  });
});

describe('resolution detail (athlete)', () => {
  const R = resolution();
  const PAYLOADS = [
    '<img src=x onerror="window.__xss=1">',
    '<script>window.__xss=2</script>',
    '<b>bold</b> &amp; <a href="javascript:alert(1)">link</a>',
  ];

  it('shows the thread as text, labels Admin, and keeps a new message pending until stored', async () => {
    const thread: TResolutionThread = {
      resolution: R,
      messages: [
        message({ message: PAYLOADS[0] }),
        message({ message: PAYLOADS[1], from: 'admin', senderId: null }),
      ],
    };
    let answer: ((value: Response) => void) | undefined;
    const stored = message({ message: PAYLOADS[2] });
    const spy = mockApi({
      [`GET /api/resolutions/${R.id}`]: () => thread,
      [`POST /api/resolutions/${R.id}/messages`]: () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
      'GET /api/resolutions': { items: [], nextCursor: null },
    });
    const { container } = renderPage(<ResolutionDetailPage />, {
      route: `/admin/resolution-detail/${R.id}`,
      path: 'admin/resolution-detail/:id',
      ...athlete,
    });
    const log = await screen.findByRole('list', { name: t.threadLabel });
    const texts = () =>
      within(log)
        .getAllByTestId('resolution-message-text')
        .map((e) => e.textContent);
    expect(texts()).toEqual([PAYLOADS[0], PAYLOADS[1]]);
    expect(within(log).getByText(t.admin)).toBeVisible();
    expect(within(log).getByText(t.you)).toBeVisible();
    expect(screen.getByRole('link', { name: t.back })).toHaveAttribute(
      'href',
      '/admin/resolution-center',
    );

    const user = setupUser();
    await typeAtOnce(user, screen.getByLabelText(t.messageLabel), PAYLOADS[2] as string);
    await user.click(screen.getByRole('button', { name: t.send }));
    // Pending: shown with Sending… until the server answers.
    expect(await within(log).findByText(t.sending)).toBeVisible();
    expect(texts()).toEqual(PAYLOADS);
    expect(callsTo(spy, `POST /api/resolutions/${R.id}/messages`)[0]?.body).toEqual({
      message: PAYLOADS[2],
    });
    thread.messages.push(stored);
    answer?.(Response.json({ message: stored }, { status: 201 }));
    await waitFor(() => expect(within(log).queryByText(t.sending)).toBeNull());
    expect(texts()).toEqual(PAYLOADS);

    // Never parsed as HTML: no element came from a message, and nothing ran.
    expect(container.querySelector('li img, li script, li b, li a[href^="javascript"]')).toBeNull();
    expect((window as { __xss?: number }).__xss).toBeUndefined();
  });
});
