import { newsCategories, newsComments, newsPostCategories, newsPostProducts, newsPosts } from '../../schema/index.ts';
import { BLOG_CATEGORIES, createRng, seedImageUrl } from '../content/index.ts';
import { idsByKey, inChunks, insertRows, need } from './support.ts';
import type { SeedIds, SeedStep } from './support.ts';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Plain paragraphs separated by blank lines → safe HTML paragraphs. */
function paragraphsToHtml(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`)
    .join('\n');
}

/** The blog: categories, posts, their linked products and comments. */
export async function seedBlog({ tx, content, seed, note }: SeedStep, { productIds }: Pick<SeedIds, 'productIds'>): Promise<void> {
  // ── blog
  const newsCategoryRows = await inChunks(
    BLOG_CATEGORIES.map((category) => ({ key: category.key, name: category.name, sortOrder: category.order })),
    (chunk) => tx.insert(newsCategories).values(chunk).returning({ id: newsCategories.id, key: newsCategories.key }),
  );
  const newsCategoryIds = new Map(newsCategoryRows.map((row) => [row.key, row.id]));
  note('newsCategories', newsCategoryRows.length);

  const postRows = await inChunks(
    content.blogPosts.map((post) => {
      const publishedAt = new Date(post.publishedAt);
      return {
        title: post.title,
        excerpt: post.excerpt,
        body: { bg: paragraphsToHtml(post.body.bg), en: paragraphsToHtml(post.body.en) },
        imageUrl: seedImageUrl('blog', post.imageSeed, post.picture),
        highlighted: post.highlighted,
        authorName: post.author,
        publishedAt,
        createdAt: publishedAt,
      };
    }),
    (chunk) => tx.insert(newsPosts).values(chunk).returning({ id: newsPosts.id }),
  );
  const postIds = idsByKey(
    content.blogPosts.map((post) => post.key),
    postRows,
    'news posts',
  );
  note('newsPosts', postRows.length);

  note('newsPostCategories', await insertRows(
    content.blogPosts.flatMap((post) =>
      [...new Set(post.categoryKeys)].map((key) => ({
        postId: need(postIds, post.key, 'news post'),
        categoryId: need(newsCategoryIds, key, 'news category'),
      })),
    ),
    (chunk) => tx.insert(newsPostCategories).values(chunk),
  ));

  // 3–4 products of the post's linked shop categories, picked by a seeded rng.
  const postProductValues = content.blogPosts.flatMap((post, index) => {
    const linked = new Set(post.linkedProductCategoryKeys);
    const candidates = content.products.filter((product) => product.categoryKeys.some((key) => linked.has(key)));
    const rng = createRng((seed ^ 0x5005) + index);
    return rng.sample(candidates, rng.int(3, 4)).map((product, position) => ({
      postId: need(postIds, post.key, 'news post'),
      productId: need(productIds, product.key, 'product'),
      position,
    }));
  });
  note('newsPostProducts', await insertRows(postProductValues, (chunk) => tx.insert(newsPostProducts).values(chunk)));

  const commentRows = await inChunks(
    content.blogPosts.flatMap((post) =>
      post.comments.map((comment) => ({
        postId: need(postIds, post.key, 'news post'),
        userId: null,
        authorName: comment.authorName,
        body: comment.text,
        createdAt: new Date(comment.createdAt),
      })),
    ),
    (chunk) => tx.insert(newsComments).values(chunk).returning({ id: newsComments.id }),
  );
  note('newsComments', commentRows.length);
}
