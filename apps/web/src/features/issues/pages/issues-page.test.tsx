import { messages, type TIssueItem, issuesTexts as t } from '@fhp/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../../../lib/query-keys';
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
import IssuesPage from './issues-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

let seq = 0;
function issue(overrides: Partial<TIssueItem> = {}): TIssueItem {
  seq += 1;
  return {
    id: `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`,
    issueNumber: 1000 + seq,
    message: `Issue text ${seq}`,
    status: 'submitted',
    createdAt: new Date(Date.now() - 2 * 3_600_000).toISOString(),
    ...overrides,
  };
}

const BLURRY = issue({ issueNumber: 4821, message: 'My seasonal badge photo looks blurry.' });
const CHAT = issue({ issueNumber: 9310, message: 'A fan says the chat link did not open.' });

function renderIssues(routes: Record<string, unknown> = {}) {
  const spy = mockApi({
    'GET /api/issues': { items: [BLURRY, CHAT], nextCursor: null },
    ...routes,
  });
  const result = renderPage(<IssuesPage />, {
    route: '/admin/raise-issue',
    user: TEST_ATHLETE,
    athlete: TEST_ATHLETE_SUMMARY,
  });
  return { spy, ...result };
}

const overlaysReady = () =>
  waitFor(() => expect(document.querySelector('.mantine-Notifications-root')).not.toBeNull());

describe('raise an issue page', () => {
  it('lists my issues with their number, status, time and text', async () => {
    renderIssues();
    const list = await screen.findByRole('list', { name: t.listLabel });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const first = items[0] as HTMLElement;
    expect(within(first).getByText('Issue #4821')).toBeVisible();
    expect(within(first).getByText(BLURRY.message)).toBeVisible();
    expect(within(first).getByText('Submitted')).toBeVisible();
    expect(within(first).getByText('2 hours ago')).toBeVisible();
    expect(screen.getByRole('button', { name: t.raiseIssue })).toBeVisible();
  });

  it('refuses an empty issue with the message, then raises one', async () => {
    let raised = false;
    const NEW = issue({ issueNumber: 5555, message: 'My wallet shows $0.' });
    const { spy } = renderIssues({
      'GET /api/issues': () => ({ items: raised ? [NEW, BLURRY] : [BLURRY], nextCursor: null }),
      'POST /api/issues': () => {
        raised = true;
        return Response.json({ message: t.submitted, issue: NEW }, { status: 201 });
      },
    });
    await overlaysReady();
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: t.raiseIssue }));
    const dialog = await screen.findByRole('dialog', { name: t.createTitle });
    const text = within(dialog).getByRole('textbox', { name: field(t.messageLabel) });
    await user.type(text, '   ');
    await user.click(within(dialog).getByRole('button', { name: t.submit }));
    expect(await within(dialog).findByText(t.messageRequired)).toBeVisible();
    expect(callsTo(spy, 'POST /api/issues')).toHaveLength(0);

    await user.clear(text);
    await user.type(text, '  My wallet shows $0.  ');
    await user.click(within(dialog).getByRole('button', { name: t.submit }));
    expect(await screen.findByText(t.submitted)).toBeVisible();
    expect(callsTo(spy, 'POST /api/issues').map((c) => c.body)).toEqual([
      { message: 'My wallet shows $0.' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Issue #5555')).toBeVisible();
  });

  it('shows field errors the server sends back', async () => {
    renderIssues({
      'POST /api/issues': () =>
        apiError(400, 'VALIDATION_FAILED', 'Invalid input', { message: t.messageTooLong }),
    });
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: t.raiseIssue }));
    const dialog = await screen.findByRole('dialog', { name: t.createTitle });
    await user.type(within(dialog).getByRole('textbox', { name: field(t.messageLabel) }), 'x');
    await user.click(within(dialog).getByRole('button', { name: t.submit }));
    expect(await within(dialog).findByText(t.messageTooLong)).toBeVisible();
  });

  it('edits an issue: the dialog starts with its text and the list shows the new number', async () => {
    let edited = false;
    const REWRITTEN = {
      ...BLURRY,
      issueNumber: 7777,
      message: 'The badge photo is blurry on phones.',
    };
    const { spy } = renderIssues({
      'GET /api/issues': () => ({
        items: edited ? [REWRITTEN, CHAT] : [BLURRY, CHAT],
        nextCursor: null,
      }),
      [`PUT /api/issues/${BLURRY.id}`]: () => {
        edited = true;
        return { message: t.updated, issue: REWRITTEN };
      },
    });
    await overlaysReady();
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: t.editFor(4821) }));
    const dialog = await screen.findByRole('dialog', { name: t.editTitle });
    expect(within(dialog).getByText(t.editHint)).toBeVisible();
    const text = within(dialog).getByRole('textbox', { name: field(t.messageLabel) });
    expect(text).toHaveValue(BLURRY.message);
    await user.clear(text);
    await user.click(within(dialog).getByRole('button', { name: t.save }));
    expect(await within(dialog).findByText(t.messageRequired)).toBeVisible();
    await user.type(text, REWRITTEN.message);
    await user.click(within(dialog).getByRole('button', { name: t.save }));
    expect(await screen.findByText(t.updated)).toBeVisible();
    expect(callsTo(spy, `PUT /api/issues/${BLURRY.id}`).map((c) => c.body)).toEqual([
      { message: REWRITTEN.message },
    ]);
    expect(await screen.findByText('Issue #7777')).toBeVisible();
    expect(screen.queryByText('Issue #4821')).toBeNull();
  });

  it("deletes after 'Are you sure?', and says when it failed", async () => {
    let deleted = false;
    const { spy } = renderIssues({
      'GET /api/issues': () => ({ items: deleted ? [BLURRY] : [BLURRY, CHAT], nextCursor: null }),
      [`DELETE /api/issues/${CHAT.id}`]: () => {
        deleted = true;
        return { message: t.deleted };
      },
      [`DELETE /api/issues/${BLURRY.id}`]: () => apiError(404, 'NOT_FOUND', t.deleteFailed),
    });
    await overlaysReady();
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: t.deleteFor(9310) }));
    let dialog = await screen.findByRole('dialog', { name: t.confirmTitle });
    expect(within(dialog).getByText(t.confirmText(9310))).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: t.delete }));
    expect(await screen.findByText(t.deleted)).toBeVisible();
    expect(callsTo(spy, `DELETE /api/issues/${CHAT.id}`)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText(CHAT.message)).toBeNull());

    await user.click(screen.getByRole('button', { name: t.deleteFor(4821) }));
    dialog = await screen.findByRole('dialog', { name: t.confirmTitle });
    await user.click(within(dialog).getByRole('button', { name: t.delete }));
    expect(await screen.findByText(t.deleteFailed)).toBeVisible();
    expect(screen.getByText(BLURRY.message)).toBeVisible();
  });

  it('says the issue was deleted even when the list dropped it before the answer', async () => {
    let deleted = false;
    let refreshList: () => Promise<unknown> = async () => {};
    const { queryClient } = renderIssues({
      'GET /api/issues': () => ({ items: deleted ? [BLURRY] : [BLURRY, CHAT], nextCursor: null }),
      // Another tab's change refreshes the list while this delete is on its way.
      [`DELETE /api/issues/${CHAT.id}`]: async () => {
        deleted = true;
        await refreshList();
        await waitFor(() => expect(screen.queryByText(CHAT.message)).toBeNull());
        return { message: t.deleted };
      },
    });
    refreshList = () => queryClient.invalidateQueries({ queryKey: queryKeys.issues.all });
    await overlaysReady();
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: t.deleteFor(9310) }));
    const dialog = await screen.findByRole('dialog', { name: t.confirmTitle });
    await user.click(within(dialog).getByRole('button', { name: t.delete }));
    expect(await screen.findByText(t.deleted)).toBeVisible();
  });

  it('loads more issues with Load more', async () => {
    const first = [1, 2, 3, 4, 5].map((n) => issue({ message: `First ${n}` }));
    renderIssues({
      'GET /api/issues': (url: string) =>
        new URL(url, 'http://x').searchParams.get('cursor') === 'c1'
          ? { items: [issue({ message: 'Second 1' })], nextCursor: null }
          : { items: first, nextCursor: 'c1' },
    });
    await screen.findByText('First 5');
    await setupUser().click(screen.getByRole('button', { name: t.loadMore }));
    expect(await screen.findByText('Second 1')).toBeVisible();
    expect(screen.queryByRole('button', { name: t.loadMore })).toBeNull();
  });

  it('shows the empty text when no issue was raised', async () => {
    renderIssues({ 'GET /api/issues': { items: [], nextCursor: null } });
    expect(await screen.findByText(t.empty)).toBeVisible();
    expect(screen.getByText(t.empty)).toBeVisible();
    expect(messages.issues.empty).toBe(t.empty);
  });
});
