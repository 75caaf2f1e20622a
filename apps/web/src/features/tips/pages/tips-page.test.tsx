import { messages } from '@fhp/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage, TEST_ATHLETE, TEST_ATHLETE_SUMMARY } from '../../../test/render';
import TipsPage from './tips-page';

const t = messages.tips;

describe('tips page', () => {
  it('lists the three ways as numbered cards', async () => {
    renderPage(<TipsPage />, {
      route: '/admin/Improve-Chances-To-Sell-Licenses',
      user: TEST_ATHLETE,
      athlete: TEST_ATHLETE_SUMMARY,
    });
    expect(await screen.findByRole('heading', { level: 2, name: t.title })).toBeVisible();
    const list = screen.getByRole('list');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    for (const [index, way] of t.ways.entries()) {
      expect(
        within(items[index] as HTMLElement).getByRole('heading', { level: 3 }),
      ).toHaveTextContent(way.title);
      expect(within(items[index] as HTMLElement).getByText(way.text)).toBeVisible();
    }
  });
});
