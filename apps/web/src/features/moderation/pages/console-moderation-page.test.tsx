import { consoleMessages, type TModerationItem, moderationTexts as t } from '@fhp/domain';
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
} from '../../../test/render';
import ConsoleModerationPage from './console-moderation-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const OPERATOR = { ...TEST_ATHLETE, role: 'admin' as const, email: 'admin@example.com' };

const item = (over: Partial<TModerationItem>): TModerationItem => ({
  id: '00000000-0000-4000-8000-000000000001',
  kind: 'athlete-photo',
  place: 'profile-photo',
  state: 'pending',
  athlete: {
    userId: '00000000-0000-4000-8000-0000000000aa',
    name: 'Maya Chen',
    athleteNumber: 1002,
  },
  previewUrl: '/api/console/moderation/00000000-0000-4000-8000-000000000001/file',
  title: null,
  createdAt: new Date(Date.now() - 3_600_000).toISOString(),
  decidedAt: null,
  decidedBy: null,
  reason: null,
  ...over,
});

const overlaysReady = () =>
  waitFor(() => expect(document.querySelector('.mantine-Notifications-root')).not.toBeNull());

describe('console moderation page', () => {
  it('lists the pending items, filters by kind, and hides one with the reason the athlete reads', async () => {
    const PHOTO = item({});
    const POST = item({
      id: '00000000-0000-4000-8000-000000000002',
      kind: 'blog-post',
      place: 'blog-post',
      previewUrl: null,
      title: 'My first season',
    });
    let hidden = false;
    const spy = mockApi({
      'GET /api/console/moderation': (url: string) => ({
        items: url.includes('kind=blog-post')
          ? [POST]
          : [hidden ? { ...PHOTO, state: 'hidden', reason: 'Not you' } : PHOTO, POST],
        nextCursor: null,
      }),
      [`POST /api/console/moderation/${PHOTO.id}/hide`]: () => {
        hidden = true;
        return { message: 'Hidden from the public pages. The athlete was told why.', item: PHOTO };
      },
    });
    renderPage(<ConsoleModerationPage />, { route: '/console/moderation', user: OPERATOR });
    await overlaysReady();
    const table = await screen.findByRole('table', { name: t.tableLabel });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByText('My first season')).toBeVisible();
    expect(callsTo(spy, 'GET /api/console/moderation')[0]?.url).toContain('state=pending');

    const user = setupUser();
    const rows = within(table).getAllByRole('row');
    await user.click(within(rows[1] as HTMLElement).getByRole('button', { name: t.hide }));
    const dialog = await screen.findByRole('dialog', { name: t.hideTitle });
    await user.click(within(dialog).getByRole('button', { name: t.confirmHide }));
    expect(
      await within(dialog).findByText('Write the reason the athlete will read.'),
    ).toBeVisible();
    expect(callsTo(spy, `POST /api/console/moderation/${PHOTO.id}/hide`)).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: field(t.reasonLabel) }), 'Not you');
    await user.click(within(dialog).getByRole('button', { name: t.confirmHide }));
    expect(
      await screen.findByText('Hidden from the public pages. The athlete was told why.'),
    ).toBeVisible();
    expect(callsTo(spy, `POST /api/console/moderation/${PHOTO.id}/hide`)[0]?.body).toEqual({
      reason: 'Not you',
    });
    expect(await within(table).findByText('Hidden')).toBeVisible();

    await user.click(screen.getByLabelText(t.kindLabel, { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Blog post' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
  });

  it("shows the server's 409 when another operator decided first", async () => {
    const PHOTO = item({});
    mockApi({
      'GET /api/console/moderation': { items: [PHOTO], nextCursor: null },
      [`POST /api/console/moderation/${PHOTO.id}/review`]: apiError(
        409,
        'CONFLICT',
        consoleMessages.alreadyDecided,
      ),
    });
    renderPage(<ConsoleModerationPage />, { route: '/console/moderation', user: OPERATOR });
    await overlaysReady();
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: t.markReviewed }));
    expect(await screen.findByText(consoleMessages.alreadyDecided)).toBeVisible();
  });

  it('says so when nothing waits', async () => {
    mockApi({ 'GET /api/console/moderation': { items: [], nextCursor: null } });
    renderPage(<ConsoleModerationPage />, { route: '/console/moderation', user: OPERATOR });
    expect(await screen.findByText(t.empty)).toBeVisible();
  });
});
