import {
  DEFAULT_SITE_LINKS,
  PURCHASE_KINDS,
  type TDirectoryAthlete,
  type TTrendingResponse,
} from '@fhp/domain';
import { describe, expect, it } from 'vitest';
import { renderPage } from './entry-server';

const athlete = (athleteNumber: number, firstName: string): TDirectoryAthlete => ({
  athleteNumber,
  firstName,
  lastName: 'Rivera',
  athleteType: 'College',
  sport: 'Soccer',
  schoolName: 'University of Texas at Austin',
  stateCode: 'TX',
  photoUrl: null,
});

/** The `<a>` tags of the served HTML that go to `href`. */
const anchorsTo = (html: string, href: string) =>
  (html.match(/<a\b[^>]*>/g) ?? []).filter((tag) => tag.includes(` href="${href}"`));

/** /home and /trending as the server renders them with current data (decision 0037). */
describe('live pages as served', () => {
  it("/trending: each athlete's ID and name are links to the athlete's page", async () => {
    const lists = Object.fromEntries(
      PURCHASE_KINDS.map((k) => [k, []]),
    ) as unknown as TTrendingResponse['lists'];
    const trending: TTrendingResponse = {
      windowStart: '2025-03-01T00:00:00.000Z',
      windowEnd: '2025-03-08T00:00:00.000Z',
      lists: {
        ...lists,
        sport_badge: [{ athleteNumber: 1001, firstName: 'Jordan', lastName: 'Rivera' }],
      },
    };
    const { html, asksApi } = await renderPage('/trending', { trending, sports: { items: [] } });
    expect(asksApi).toBe(false);
    expect(anchorsTo(html, '/athletes/1001')).toHaveLength(2);
  });

  it('/home: each athlete once, and the sign-ups as internal links to the product pages', async () => {
    const { html } = await renderPage('/home', {
      trending: [athlete(1001, 'Jordan')],
      newest: [athlete(1002, 'Maya')],
    });
    expect(anchorsTo(html, '/athletes/1001')).toHaveLength(1);
    expect(anchorsTo(html, '/athletes/1002')).toHaveLength(1);
    for (const key of ['fanSignUp', 'athleteSignUp'] as const) {
      const [tag, ...more] = anchorsTo(html, DEFAULT_SITE_LINKS[key]).filter((a) =>
        a.includes(`data-site-link="${key}"`),
      );
      expect(more).toEqual([]);
      expect(tag).toBeDefined();
      expect(tag).not.toContain('target=');
    }
    expect(html).not.toMatch(/href="https?:\/\/[^"]*\.example\//);
  });
});
