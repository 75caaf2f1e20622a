import { consoleMessages, type TResolutionThread, resolutionsTexts as t } from '@fhp/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  apiError,
  callsTo,
  mockApi,
  renderPage,
  setupUser,
  typeAtOnce,
} from '../../../test/render';
import ConsoleResolutionPage from './console-resolution-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const ADMIN = {
  id: '9f1c3b5e-2a9d-4c1e-9b0a-1d2e3f4a5b6c',
  email: 'admin@example.com',
  role: 'admin' as const,
  isManager: false,
  firstName: 'Ops',
  lastName: 'Admin',
  name: 'Ops Admin',
};
const ID = '00000000-0000-4000-8000-000000000abc';
const thread = (status: 'pending' | 'accepted' = 'pending'): TResolutionThread => ({
  resolution: {
    id: ID,
    name: 'Ana Diaz',
    athleteNumber: 1001,
    email: 'athlete@example.com',
    phoneNumber: null,
    type: 'Financial',
    description: 'My sale is missing',
    status,
    openedBy: 'athlete',
    updatedBy: 'athlete',
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
  },
  messages: [
    {
      id: '00000000-0000-4000-8000-000000000001',
      message: '<script>window.__xss=1</script>Where is my money?',
      senderId: '7f1c3b5e-2a9d-4c1e-9b0a-1d2e3f4a5b6c',
      from: 'athlete',
      createdAt: '2026-11-20T10:05:00.000Z',
    },
  ],
});
const overlaysReady = () =>
  waitFor(() => expect(document.querySelector('.mantine-Notifications-root')).not.toBeNull());

function renderConsole(routes: Record<string, unknown>) {
  const spy = mockApi(routes);
  renderPage(<ConsoleResolutionPage />, {
    route: `/console/resolutions/${ID}`,
    path: 'console/resolutions/:id',
    user: ADMIN,
  });
  return spy;
}

describe('console resolution', () => {
  it('shows the athlete’s facts and thread, and replies', async () => {
    const current = thread();
    const reply = {
      id: '00000000-0000-4000-8000-000000000002',
      message: 'On it',
      senderId: ADMIN.id,
      from: 'admin' as const,
      createdAt: '2026-11-20T11:00:00.000Z',
    };
    const spy = renderConsole({
      [`GET /api/console/resolutions/${ID}`]: () => current,
      [`POST /api/console/resolutions/${ID}/messages`]: () => {
        current.messages.push(reply);
        return Response.json({ message: reply }, { status: 201 });
      },
    });
    const log = await screen.findByRole('list', { name: t.threadLabel });
    expect(within(log).getByText(t.athleteSide)).toBeVisible();
    expect(
      within(log).getByText('<script>window.__xss=1</script>Where is my money?'),
    ).toBeVisible();
    expect(log.querySelector('script')).toBeNull();
    expect(screen.getByText('athlete@example.com')).toBeVisible();
    expect(screen.getByText('1001')).toBeVisible();

    const user = setupUser();
    await typeAtOnce(user, screen.getByLabelText(t.replyLabel), 'On it');
    await user.click(screen.getByRole('button', { name: t.send }));
    expect(await within(log).findByText('On it')).toBeVisible();
    expect(within(log).getByText(t.you)).toBeVisible();
    expect(callsTo(spy, `POST /api/console/resolutions/${ID}/messages`)[0]?.body).toEqual({
      message: 'On it',
    });
  });

  it('accepts after the confirmation, and shows the 409 of a decision taken meanwhile', async () => {
    let calls = 0;
    const spy = renderConsole({
      [`GET /api/console/resolutions/${ID}`]: () => thread(calls > 1 ? 'accepted' : 'pending'),
      [`POST /api/console/resolutions/${ID}/accept`]: () => {
        calls += 1;
        return calls === 1
          ? { message: t.accepted, resolution: thread('accepted').resolution }
          : apiError(409, 'CONFLICT', consoleMessages.alreadyDecided);
      },
    });
    await overlaysReady();
    const user = setupUser();
    const accept = await screen.findByRole('button', { name: t.accept });
    await user.click(accept);
    let dialog = await screen.findByRole('dialog', { name: t.acceptTitle });
    await user.click(within(dialog).getByRole('button', { name: t.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(spy, `POST /api/console/resolutions/${ID}/accept`)).toHaveLength(0);

    await user.click(accept);
    dialog = await screen.findByRole('dialog', { name: t.acceptTitle });
    await user.click(within(dialog).getByRole('button', { name: t.confirm }));
    expect(await screen.findByText(t.accepted)).toBeVisible();

    // Another operator's tab, still showing pending, tries again: the server's 409 is shown.
    await waitFor(() => expect(screen.getByRole('button', { name: t.accept })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: t.accept }));
    dialog = await screen.findByRole('dialog', { name: t.acceptTitle });
    await user.click(within(dialog).getByRole('button', { name: t.confirm }));
    expect(await screen.findByText(consoleMessages.alreadyDecided)).toBeVisible();
  });
});
