import { vendorAds } from '../db/schema';
import type { DbOrTx } from '../platform/db/database';

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

/**
 * Vendor ads for the deals page: eight active ones over several categories (more than one page
 * of five, so Load More shows) and one inactive ad that is never listed.
 */
export async function seedDemoDeals(db: DbOrTx, _ids: Record<string, string>) {
  const ads = [
    [
      'TL',
      'Game-day hotel rooms near the stadium: 15% off for FHP fans.',
      'https://hotels.example.com',
    ],
    ['FB', 'Two slices and a drink for $6 after every home game.', 'https://pizza.example.com'],
    [
      'FB',
      'Smoothie bar: a free protein boost with any large smoothie.',
      'https://smoothies.example.com',
    ],
    [
      'PCHG',
      'Team-colour towels and blankets, embroidered while you wait.',
      'https://homegoods.example.com',
    ],
    ['ET', 'Bowling night for the whole team: shoes included.', 'https://bowling.example.com'],
    [
      'RT',
      'Training shoes and apparel: 20% off with code FHP20.',
      'https://sportswear.example.com',
    ],
    ['TEC', 'Action cameras to film your season, free shipping.', 'https://cameras.example.com'],
    ['OT', 'Driving lessons for new drivers, student rates.', 'https://driving.example.com'],
  ] as const;
  await db.insert(vendorAds).values([
    ...ads.map(([category, description, website], i) => ({
      category,
      description,
      website,
      status: 'active' as const,
      media: 'image' as const,
      createdAt: daysAgo(i + 1),
    })),
    {
      category: 'RT',
      description: 'Last season’s jerseys (this offer has ended).',
      website: 'https://ended.example.com',
      status: 'inactive' as const,
      media: 'image' as const,
      createdAt: daysAgo(30),
    },
  ]);
}
