/**
 * The blog area's handlers (contract tag blog): categories, pages of posts (a category's, the
 * featured ones without the post being read, the newest), a post with its comments, the shop
 * products it links, and comments by signed-in readers. Posts are answered in the request's
 * language; a body passes the post HTML rules (postHtml.ts) on the way out, and a comment is
 * stored and answered as the plain text its author typed. Queries are in repository.ts.
 */
import type { Locale } from '../../../domain/index.ts';
import type { components } from '../../contract.types.ts';
import type { NewsComment } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import type { AreaHandlers } from '../../handler.ts';
import { pick } from '../../localize.ts';
import { productOf } from '../../productView.ts';
import { postHtml } from './postHtml.ts';
import type { PostSummaryRow } from './repository.ts';

function summaryOf(row: PostSummaryRow, locale: Locale): components['schemas']['NewsPostSummary'] {
  return {
    id: row.id,
    title: pick(row.title, locale),
    excerpt: pick(row.excerpt, locale),
    image: row.imageUrl,
    categories: row.categories.map((category) => ({ id: category.id, name: pick(category.name, locale) })),
    highlighted: row.highlighted,
    author: pick(row.authorName, locale),
    publishedAt: row.publishedAt.toISOString(),
  };
}

function commentOf(row: NewsComment): components['schemas']['NewsComment'] {
  return { id: row.id, author: row.authorName, body: row.body, createdAt: row.createdAt.toISOString() };
}

export const blogHandlers = {
  async listNewsCategories(request) {
    const rows = await request.server.blogRepository.listCategories();
    return rows.map((row) => ({ id: row.id, name: pick(row.name, request.locale) }));
  },

  async listNews(request) {
    const { category_id: categoryId, offset = 0, limit = 5, orderBy = 'publishedAt.DESC', highlighted, exclude, q } = request.query;
    const page = await request.server.blogRepository.listPosts(
      { categoryId, highlighted: highlighted === undefined ? undefined : highlighted === 1, excludeId: exclude, q },
      { offset, limit, orderBy },
    );
    return { items: page.items.map((row) => summaryOf(row, request.locale)), total: page.total, offset, limit };
  },

  async getNewsPost(request) {
    const row = await request.server.blogRepository.findPost(request.params.id);
    if (!row) throw notFound();
    return {
      ...summaryOf(row, request.locale),
      body: postHtml(pick(row.body, request.locale)),
      comments: row.comments.map(commentOf),
    };
  },

  async listNewsProducts(request) {
    const { blogRepository, shopRepository } = request.server;
    if (!(await blogRepository.isPublished(request.params.id))) throw notFound();
    const products = await shopRepository.findProducts(await blogRepository.linkedProductIds(request.params.id));
    // A product out of stock cannot be added to a cart: it is no longer available here.
    return products.filter((product) => product.stock > 0).map((product) => productOf(product, request.locale));
  },

  async addNewsComment(request, reply) {
    const { id } = request.params;
    const user = request.user!;
    if (!(await request.server.blogRepository.isPublished(id))) throw notFound();
    // Stored as typed (trimmed by the validation pass, decision 0008): plain text, never markup.
    const comment = await request.server.blogRepository.addComment({ postId: id, userId: user.id, authorName: user.name, body: request.body.body });
    return reply.code(201).send(commentOf(comment));
  },
} satisfies AreaHandlers;
