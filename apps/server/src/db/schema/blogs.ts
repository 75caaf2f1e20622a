import { BLOG_POST_TYPES } from '@fhp/domain';
import { index, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { files } from './files';
import { users } from './users';

export const blogPostTypeEnum = pgEnum('blog_post_type', BLOG_POST_TYPES);

/**
 * Posts of the tech forum: 'admin' posts are the public "FHP Updates & News", 'athlete' posts are
 * the athletes' blogs (document 2). The HTML is sanitized on write, before it is stored.
 */
export const blogPosts = pgTable(
  'blog_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: blogPostTypeEnum('type').notNull(),
    authorUserId: uuid('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    category: text('category').notNull(),
    descriptionHtml: text('description_html').notNull(),
    imageFileId: uuid('image_file_id').references(() => files.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Hidden by an operator (moderation): no public page shows it any more. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
  },
  (t) => [
    index('blog_posts_type_created_idx').on(t.type, t.createdAt.desc(), t.id.desc()),
    // A file reference: the unreferenced-files clean-up looks posts up by it.
    index('blog_posts_image_file_idx').on(t.imageFileId),
    index('blog_posts_author_idx').on(t.authorUserId),
  ],
);
