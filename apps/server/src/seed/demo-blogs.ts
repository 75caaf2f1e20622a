import { blogPosts } from '../db/schema';
import type { DbOrTx } from '../platform/db/database';

const at = (iso: string) => new Date(iso);

/** A few "FHP Updates & News" posts over several categories and years (stored HTML, sanitized). */
export async function seedDemoBlogs(db: DbOrTx, ids: Record<string, string>) {
  const author = ids.admin ?? null;
  await db.insert(blogPosts).values(
    [
      {
        title: 'Welcome to FHP Updates & News',
        category: 'what',
        createdAt: at('2022-09-12T15:00:00Z'),
        descriptionHtml:
          '<p>This is where the FHP team shares what is new: features, partner schools and events.</p><p>Check back often!</p>',
      },
      {
        title: 'Who can join: college and high school athletes',
        category: 'who',
        createdAt: at('2022-11-03T14:00:00Z'),
        descriptionHtml:
          '<p>Student athletes at colleges and at high schools in the listed states can register.</p><ul><li>College athletes sign up with their school and city.</li><li>High school athletes also need a parent or guardian’s consent.</li></ul>',
      },
      {
        title: 'How talking badges work',
        category: 'how',
        createdAt: at('2024-02-20T16:30:00Z'),
        descriptionHtml:
          '<p>A talking badge carries a short diary entry or a video chosen by the athlete. Fans scan it to hear from the athlete directly.</p>',
      },
      {
        title: 'When the spring contests open',
        category: 'when',
        createdAt: at('2024-03-15T13:00:00Z'),
        descriptionHtml:
          '<p>Talent and brand-ambassador contests open on <strong>April 1</strong> and run for four weeks.</p>',
      },
      {
        title: 'Where to find your school on FHP',
        category: 'where',
        createdAt: at('2025-01-10T18:00:00Z'),
        descriptionHtml:
          '<p>Search for your school on the school contract page; if it is missing, request it with the new institute form.</p>',
      },
      {
        title: 'Why fans support student athletes',
        category: 'why',
        createdAt: at('2025-04-22T12:00:00Z'),
        descriptionHtml:
          '<p>Up to 88% of the money fans spend goes directly to student athletes, helping with travel, gear and training.</p>',
      },
      {
        title: 'Bargains and great deals for fans',
        category: 'miscellaneous',
        createdAt: at('2025-06-05T09:00:00Z'),
        descriptionHtml:
          '<p>Vendors who support student athletes now list their offers on the Great DEALS! page.</p>',
      },
    ].map((post) => ({ ...post, type: 'admin' as const, authorUserId: author })),
  );
}
