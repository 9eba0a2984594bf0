/**
 * A small blog written straight to a test's fresh database: categories, posts with exactly the
 * dates, flags and bodies a test needs, their categories, linked products and comments.
 */
import { newsCategories, newsComments, newsPostCategories, newsPostProducts, newsPosts } from '../../../../server/db/schema/index.ts';
import type { Localized } from '../../../../server/db/schema/index.ts';
import type { TestApp } from '../../helpers/testApp.ts';

let sequence = 0;

export async function createNewsCategory(server: TestApp, name: Localized, sortOrder?: number): Promise<number> {
  sequence += 1;
  const [row] = await server.db
    .insert(newsCategories)
    .values({ key: `news-category-${sequence}`, name, sortOrder: sortOrder ?? sequence })
    .returning({ id: newsCategories.id });
  return row!.id;
}

export interface PostFixture {
  title?: Localized;
  excerpt?: Localized;
  body?: Localized;
  imageUrl?: string | null;
  highlighted?: boolean;
  /** Days before now it was (or, negative, will be) published. */
  daysAgo?: number;
  categoryIds?: number[];
  productIds?: number[];
  comments?: { authorName: string; body: string; minutesAgo: number }[];
}

export async function createPost(server: TestApp, post: PostFixture = {}): Promise<number> {
  sequence += 1;
  const publishedAt = new Date(Date.now() - (post.daysAgo ?? 1) * 24 * 60 * 60 * 1000);
  const [row] = await server.db
    .insert(newsPosts)
    .values({
      title: post.title ?? { bg: `Статия ${sequence}`, en: `Post ${sequence}` },
      excerpt: post.excerpt ?? { bg: `Резюме ${sequence}`, en: `Summary ${sequence}` },
      body: post.body ?? { bg: `<p>Текст ${sequence}</p>`, en: `<p>Text ${sequence}</p>` },
      imageUrl: post.imageUrl === undefined ? `/media/generated/blog/${sequence}.svg` : post.imageUrl,
      highlighted: post.highlighted ?? false,
      authorName: { bg: 'Ива Стоянова', en: 'Iva Stoyanova' },
      publishedAt,
      createdAt: publishedAt,
    })
    .returning({ id: newsPosts.id });
  const postId = row!.id;
  if (post.categoryIds?.length) await server.db.insert(newsPostCategories).values(post.categoryIds.map((categoryId) => ({ postId, categoryId })));
  if (post.productIds?.length) {
    await server.db.insert(newsPostProducts).values(post.productIds.map((productId, position) => ({ postId, productId, position })));
  }
  for (const comment of post.comments ?? []) {
    await server.db
      .insert(newsComments)
      .values({ postId, authorName: comment.authorName, body: comment.body, createdAt: new Date(Date.now() - comment.minutesAgo * 60_000) });
  }
  return postId;
}
