/** The blog area: news categories, posts, the products a post links, comments. */
import { boolean, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { users } from './account.ts';
import { createdAt, id, instant, localized, searchWords } from './columns.ts';
import { products } from './shop.ts';

export const newsCategories = pgTable('news_categories', {
  id: id(),
  key: text('key').notNull().unique('news_categories_key_unique'),
  name: localized('name').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const newsPosts = pgTable(
  'news_posts',
  {
    id: id(),
    title: localized('title').notNull(),
    excerpt: localized('excerpt').notNull(),
    searchWords: searchWords('excerpt'),
    /** Sanitized HTML. */
    body: localized('body').notNull(),
    imageUrl: text('image_url'),
    highlighted: boolean('highlighted').notNull().default(false),
    /** The author as each language writes the name (a team signs as "the Domovik team"). */
    authorName: localized('author_name').notNull(),
    publishedAt: instant('published_at').notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    index('news_posts_published_at_idx').on(t.publishedAt.desc().nullsFirst()),
    index('news_posts_highlighted_idx').on(t.highlighted, t.publishedAt.desc().nullsFirst()),
    index('news_posts_words_idx').using('gin', t.searchWords),
  ],
);

export const newsPostCategories = pgTable(
  'news_post_categories',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => newsPosts.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => newsCategories.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ name: 'news_post_categories_pk', columns: [t.postId, t.categoryId] }),
    index('news_post_categories_category_id_idx').on(t.categoryId),
  ],
);

/** Products a post links, in the post's order (GET /news/{id}/products). */
export const newsPostProducts = pgTable(
  'news_post_products',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => newsPosts.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'news_post_products_pk', columns: [t.postId, t.productId] }),
    index('news_post_products_product_id_idx').on(t.productId),
  ],
);

export const newsComments = pgTable(
  'news_comments',
  {
    id: id(),
    postId: integer('post_id')
      .notNull()
      .references(() => newsPosts.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The commenter's name when posted. */
    authorName: text('author_name').notNull(),
    /** Plain text. */
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('news_comments_post_id_idx').on(t.postId, t.createdAt), index('news_comments_user_id_idx').on(t.userId)],
);

export type NewsCategory = typeof newsCategories.$inferSelect;
export type NewNewsCategory = typeof newsCategories.$inferInsert;
export type NewsPost = typeof newsPosts.$inferSelect;
export type NewNewsPost = typeof newsPosts.$inferInsert;
export type NewsPostCategory = typeof newsPostCategories.$inferSelect;
export type NewNewsPostCategory = typeof newsPostCategories.$inferInsert;
export type NewsPostProduct = typeof newsPostProducts.$inferSelect;
export type NewNewsPostProduct = typeof newsPostProducts.$inferInsert;
export type NewsComment = typeof newsComments.$inferSelect;
export type NewNewsComment = typeof newsComments.$inferInsert;
