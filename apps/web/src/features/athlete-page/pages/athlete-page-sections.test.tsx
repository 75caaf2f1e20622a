import {
  fanPurchasesMessages,
  PURCHASE_KIND_LABELS,
  type TAthletePage,
  athletePageTexts as t,
} from '@fhp/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDate } from '../../../lib/dates';
import { callsTo, mockApi, renderPage } from '../../../test/render';
import { TEST_ATHLETE_PAGE, TEST_FAN, TEST_NOTHING_OPEN } from '../test-data';
import AthletePage from './athlete-page';

const POST_ID = '00000000-0000-4000-8000-0000000000d1';

/** An athlete page with everything issue 33 adds: bio, links, rating, supporters, a post. */
const FULL: TAthletePage = {
  ...TEST_ATHLETE_PAGE,
  rating: 4.5,
  bio: 'Point guard for the Panthers.\nSaving for summer camp. <b>Not bold</b>',
  socialMedia: [
    { name: 'Instagram', url: 'https://instagram.com/jordan' },
    { name: 'Twitter', url: 'https://twitter.com/jordan' },
  ],
  supporters: [
    { name: 'Sam W.', kind: 'seasonal_badge', at: '2026-11-20T15:00:00.000Z' },
    { name: 'Alex P.', kind: 'pizza_money', at: '2026-11-18T15:00:00.000Z' },
  ],
  posts: [
    {
      id: POST_ID,
      title: 'My first season',
      category: 'what',
      descriptionHtml: '<p>What a season it was.</p>',
      imageUrl: null,
      createdAt: '2026-11-01T12:00:00.000Z',
    },
  ],
};

function renderAthlete(athlete: TAthletePage, user = TEST_FAN) {
  const spy = mockApi({
    'GET /api/athletes/1001': athlete,
    'GET /api/athletes/1001/pizza-money': TEST_NOTHING_OPEN,
    'POST /api/fan/checkout': {
      outcome: 'payment_required',
      paymentId: '00000000-0000-4000-8000-0000000000c1',
      approveUrl: '/checkout/simulated/order-1',
      amountCents: 1000,
      currency: 'USD',
      message: fanPurchasesMessages.checkoutStarted,
    },
  });
  return {
    spy,
    ...renderPage(<AthletePage />, {
      route: '/athletes/1001',
      path: 'athletes/:athleteNumber',
      user,
    }),
  };
}

const section = (name: string) => screen.getByRole('region', { name });

describe('athlete page sections', () => {
  it('shows the bio as text with its line breaks, the social links, supporters and posts', async () => {
    renderAthlete(FULL);
    await screen.findByRole('heading', { level: 1, name: 'Jordan Rivera' });

    const about = section(t.aboutTitle);
    // Text, never HTML: the tags show as typed and make no bold element.
    const bio = within(about).getByText(/Point guard for the Panthers\./);
    expect(bio.textContent).toBe(FULL.bio);
    expect(bio.querySelector('b')).toBeNull();

    const links = within(about).getByRole('list', { name: t.socialTitle('Jordan') });
    const instagram = within(links).getByRole('link', { name: /^Instagram/ });
    expect(instagram).toHaveAttribute('href', 'https://instagram.com/jordan');
    expect(instagram).toHaveAttribute('target', '_blank');
    expect(instagram).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(within(links).getByRole('link', { name: /^Twitter/ })).toBeInTheDocument();

    expect(screen.getByRole('img', { name: t.ratingLabel(4.5) })).toBeInTheDocument();

    const supporters = section(t.supportersTitle);
    const items = within(supporters).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Sam W.');
    expect(items[0]).toHaveTextContent(PURCHASE_KIND_LABELS.seasonal_badge);
    expect(items[0]).toHaveTextContent(formatDate('2026-11-20T15:00:00.000Z'));
    expect(items[1]).toHaveTextContent('Alex P.');
    expect(items[1]).toHaveTextContent(PURCHASE_KIND_LABELS.pizza_money);

    const posts = section(t.postsTitle);
    const post = within(posts).getByRole('article');
    expect(post).toHaveAttribute('id', `post-${POST_ID}`);
    expect(within(post).getByRole('link', { name: 'My first season' })).toHaveAttribute(
      'href',
      `#post-${POST_ID}`,
    );
    expect(within(post).getByText('What a season it was.')).toBeInTheDocument();
  });

  it('hides the about block and posts when there are none, and invites the first supporter', async () => {
    renderAthlete(TEST_ATHLETE_PAGE);
    await screen.findByRole('heading', { level: 1, name: 'Jordan Rivera' });
    expect(screen.queryByRole('region', { name: t.aboutTitle })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: t.postsTitle })).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /^Rated/ })).not.toBeInTheDocument();
    expect(within(section(t.supportersTitle)).getByText(t.supportersEmpty)).toBeInTheDocument();
  });

  it('asks at checkout whether to show the fan as a supporter, unchecked, and sends the answer', async () => {
    const { spy, user } = renderAthlete({
      ...TEST_ATHLETE_PAGE,
      offers: { ...TEST_ATHLETE_PAGE.offers, sportBadge: { priceCents: 1000 } },
    });
    await screen.findByRole('heading', { level: 1, name: 'Jordan Rivera' });
    await user.click(screen.getByRole('button', { name: `${t.buy}: ${t.sportBadgeTitle}` }));
    const dialog = await screen.findByRole('dialog', { name: t.confirmTitle });
    const consent = within(dialog).getByRole('checkbox', {
      name: t.supporterConsent('Jordan Rivera'),
    });
    expect(consent).not.toBeChecked();
    await user.click(consent);
    expect(consent).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: t.confirmContinue }));
    await waitFor(() =>
      expect(callsTo(spy, 'POST /api/fan/checkout').map((c) => c.body)).toEqual([
        { item: 'sport_badge', athleteNumber: 1001, publicSupporter: true },
      ]),
    );
  });
});
