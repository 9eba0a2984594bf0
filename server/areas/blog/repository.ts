/**
 * The blog area's queries: categories, pages of published posts (a category's, the featured
 * ones, the newest, one left out), a post with its categories and comments, the products it
 * links, and a new comment. Decorated on the app as `blogRepository`. Queries only: who may
 * comment and what a post's body may hold are the handlers' (routes.ts).
 *
 * A post is published once its `published_at` has come: one dated later is scheduled, and no
 * call shows it before its time.
 */
import { and, asc, count, desc, eq, inArray, lte, ne, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { components } from '../../contract.types.ts';
import type { Db } from '../../db/client.ts';
import { newsCategories, newsComments, newsPostCategories, newsPostProducts, newsPosts } from '../../db/schema/index.ts';
import type { Localized, NewsCategory, NewsComment, NewsPost } from '../../db/schema/index.ts';
import { SEARCHED_TEXT, wordsMatch } from '../../db/textSearch.ts';

declare module 'fastify' {
  interface FastifyInstance {
    blogRepository: BlogRepository;
  }
}

type BlogRepository = ReturnType<typeof createBlogRepository>;

export type NewsOrder = components['schemas']['NewsOrder'];

/** Which published posts a page lists. */
interface PostCriteria {
  categoryId?: number | undefined;
  /** true: only featured posts; false: only the others. */
  highlighted?: boolean | undefined;
  /** A post to leave out (the one being read). */
  excludeId?: number | undefined;
  /** Words of the title or excerpt (db/textSearch.ts). */
  q?: string | undefined;
}

/** A post as lists show it, before localizing. */
export type PostSummaryRow = Pick<NewsPost, 'id' | 'title' | 'excerpt' | 'imageUrl' | 'highlighted' | 'authorName' | 'publishedAt'> & {
  categories: { id: number; name: Localized }[];
};

/** A post's page, before localizing: the summary, its body and its comments (oldest first). */
type PostRow = PostSummaryRow & { body: Localized; comments: NewsComment[] };

const published = lte(newsPosts.publishedAt, sql`now()`);

const summaryColumns = {
  id: newsPosts.id,
  title: newsPosts.title,
  excerpt: newsPosts.excerpt,
  imageUrl: newsPosts.imageUrl,
  highlighted: newsPosts.highlighted,
  authorName: newsPosts.authorName,
  publishedAt: newsPosts.publishedAt,
};

function criteriaOf({ categoryId, highlighted, excludeId, q }: PostCriteria): SQL {
  const where: SQL[] = [published];
  if (categoryId !== undefined) {
    where.push(inArray(newsPosts.id, sql`(select ${newsPostCategories.postId} from ${newsPostCategories} where ${newsPostCategories.categoryId} = ${categoryId})`));
  }
  if (highlighted !== undefined) where.push(eq(newsPosts.highlighted, highlighted));
  if (excludeId !== undefined) where.push(ne(newsPosts.id, excludeId));
  const words = q === undefined ? null : wordsMatch(q, SEARCHED_TEXT.posts);
  if (words !== null) where.push(words.where);
  return and(...where)!;
}

function createBlogRepository(db: Db) {
  /** The categories of these posts, in the categories' order, by post. */
  async function categoriesOf(postIds: readonly number[]): Promise<Map<number, { id: number; name: Localized }[]>> {
    const byPost = new Map<number, { id: number; name: Localized }[]>(postIds.map((id) => [id, []]));
    if (postIds.length === 0) return byPost;
    const rows = await db
      .select({ postId: newsPostCategories.postId, id: newsCategories.id, name: newsCategories.name })
      .from(newsPostCategories)
      .innerJoin(newsCategories, eq(newsCategories.id, newsPostCategories.categoryId))
      .where(inArray(newsPostCategories.postId, [...postIds]))
      .orderBy(asc(newsCategories.sortOrder), asc(newsCategories.id));
    for (const { postId, ...category } of rows) byPost.get(postId)?.push(category);
    return byPost;
  }

  return {
    listCategories(): Promise<NewsCategory[]> {
      return db.select().from(newsCategories).orderBy(asc(newsCategories.sortOrder), asc(newsCategories.id));
    },

    /** One page of published posts, newest first unless told, with the number of posts that match. */
    async listPosts(criteria: PostCriteria, page: { offset: number; limit: number; orderBy: NewsOrder }): Promise<{ items: PostSummaryRow[]; total: number }> {
      const where = criteriaOf(criteria);
      const direction = page.orderBy === 'publishedAt.ASC' ? asc : desc;
      const [rows, [totalRow]] = await Promise.all([
        db
          .select(summaryColumns)
          .from(newsPosts)
          .where(where)
          .orderBy(direction(newsPosts.publishedAt), direction(newsPosts.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ value: count() }).from(newsPosts).where(where),
      ]);
      const categories = await categoriesOf(rows.map((row) => row.id));
      return { items: rows.map((row) => ({ ...row, categories: categories.get(row.id) ?? [] })), total: Number(totalRow?.value ?? 0) };
    },

    /** A published post with its categories and comments (oldest first). */
    async findPost(id: number): Promise<PostRow | undefined> {
      const [row] = await db
        .select({ ...summaryColumns, body: newsPosts.body })
        .from(newsPosts)
        .where(and(eq(newsPosts.id, id), published));
      if (!row) return undefined;
      const [categories, comments] = await Promise.all([
        categoriesOf([id]),
        db.select().from(newsComments).where(eq(newsComments.postId, id)).orderBy(asc(newsComments.createdAt), asc(newsComments.id)),
      ]);
      return { ...row, categories: categories.get(id) ?? [], comments };
    },

    async isPublished(id: number): Promise<boolean> {
      const [row] = await db.select({ id: newsPosts.id }).from(newsPosts).where(and(eq(newsPosts.id, id), published));
      return row !== undefined;
    },

    /** The ids of the products a post links, in the post's order. */
    async linkedProductIds(postId: number): Promise<number[]> {
      const rows = await db
        .select({ productId: newsPostProducts.productId })
        .from(newsPostProducts)
        .where(eq(newsPostProducts.postId, postId))
        .orderBy(asc(newsPostProducts.position), asc(newsPostProducts.productId));
      return rows.map((row) => row.productId);
    },

    async addComment(comment: { postId: number; userId: number; authorName: string; body: string }): Promise<NewsComment> {
      const [row] = await db.insert(newsComments).values(comment).returning();
      return row!;
    },
  };
}

export const blogRepository = fp(
  async (app: FastifyInstance) => {
    app.decorate('blogRepository', createBlogRepository(app.db));
  },
  { name: 'blog-repository', decorators: { fastify: ['db'] } },
);
