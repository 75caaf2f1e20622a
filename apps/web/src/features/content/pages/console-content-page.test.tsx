import { type TNewsPost, type TTutorial, contentTexts as t } from '@fhp/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, mockApi, renderPage, setupUser, TEST_ATHLETE } from '../../../test/render';
import ConsoleContentPage from './console-content-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const OPERATOR = { ...TEST_ATHLETE, role: 'admin' as const, email: 'admin@example.com' };
const TUTORIAL: TTutorial = {
  id: '00000000-0000-4000-8000-000000000011',
  kind: 'tutorial',
  title: 'Create your first seasonal badge',
  url: 'https://videos.example/1',
  audience: 'athlete',
  createdAt: '2026-11-01T12:00:00.000Z',
};
const POST: TNewsPost = {
  id: '00000000-0000-4000-8000-000000000022',
  title: 'Spring signing day',
  category: 'when',
  descriptionHtml: '<p>Soon</p>',
  imageUrl: null,
  createdAt: '2026-11-02T12:00:00.000Z',
};

const overlaysReady = () =>
  waitFor(() => expect(document.querySelector('.mantine-Notifications-root')).not.toBeNull());

describe('console content page', () => {
  it('lists tutorials, then deletes a news post only once the dialog is confirmed', async () => {
    let deleted = false;
    const spy = mockApi({
      'GET /api/console/tutorials': { items: [TUTORIAL], nextCursor: null },
      'GET /api/console/news': () => ({ items: deleted ? [] : [POST], nextCursor: null }),
      [`DELETE /api/console/news/${POST.id}`]: () => {
        deleted = true;
        return { message: 'News post deleted.' };
      },
    });
    renderPage(<ConsoleContentPage />, { route: '/console/content', user: OPERATOR });
    await overlaysReady();
    const tutorials = await screen.findByRole('table', { name: t.tutorialsLabel });
    expect(within(tutorials).getByText(TUTORIAL.title)).toBeVisible();
    expect(within(tutorials).getByText('Athletes')).toBeVisible();

    const user = setupUser();
    await user.click(screen.getByRole('tab', { name: t.tabs.news }));
    const news = await screen.findByRole('table', { name: t.newsLabel });
    await user.click(within(news).getByRole('button', { name: `${t.delete} ${POST.title}` }));
    const dialog = await screen.findByRole('dialog', { name: t.confirmDeleteTitle });
    expect(within(dialog).getByText(t.confirmDeleteNews(POST.title))).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: t.cancel }));
    expect(callsTo(spy, `DELETE /api/console/news/${POST.id}`)).toHaveLength(0);

    await user.click(within(news).getByRole('button', { name: `${t.delete} ${POST.title}` }));
    const again = await screen.findByRole('dialog', { name: t.confirmDeleteTitle });
    await user.click(within(again).getByRole('button', { name: t.delete }));
    expect(await screen.findByText('News post deleted.')).toBeVisible();
    expect(callsTo(spy, `DELETE /api/console/news/${POST.id}`)).toHaveLength(1);
    expect(await screen.findByText(t.emptyNews)).toBeVisible();
  });
});
