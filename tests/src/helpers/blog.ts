/**
 * The blog's and the content area's side of the network boundary for src tests: three
 * categories, twelve posts (the newest first; five featured), a post with a body, comments and
 * linked shop products, answered by MSW as the contract says (category, paging, featured,
 * exclusion, order); a comment, a contact message or a subscription is recorded and answered as
 * the server would.
 */
import { http, HttpResponse } from 'msw';
import type { NewsCategory, NewsComment, NewsPost, NewsPostSummary } from '../../../src/features/blog/api.ts';
import type { ContactInput, NewsletterInput } from '../../../src/features/content/api.ts';
import { PRODUCTS } from './shop.ts';

export const NEWS_CATEGORIES: NewsCategory[] = [
  { id: 1, name: 'Съвети за наематели' },
  { id: 2, name: 'Обзавеждане' },
  { id: 3, name: 'Почистване' },
];

const DAY = 24 * 60 * 60 * 1000;
const BASE = Date.parse('2026-11-20T09:00:00.000Z');

/** Posts 101 (newest) to 112 (oldest); the odd ones up to 109 are featured; 101–110 are tips, 111–112 and 101 furnishing. */
export const NEWS_POSTS: NewsPostSummary[] = Array.from({ length: 12 }, (_, index) => {
  const id = 101 + index;
  const categories = [...(id <= 110 ? [NEWS_CATEGORIES[0]!] : []), ...(id >= 111 || id === 101 ? [NEWS_CATEGORIES[1]!] : [])];
  return {
    id,
    title: `Статия ${id - 100}`,
    excerpt: `Кратко резюме на статия ${id - 100}.`,
    image: `/media/generated/blog/${id}.svg`,
    categories,
    highlighted: id % 2 === 1 && id <= 109,
    author: 'Ива Стоянова',
    publishedAt: new Date(BASE - index * DAY).toISOString(),
  };
});

const FIRST_COMMENTS: NewsComment[] = [
  { id: 1, author: 'Петя Кирилова', body: 'Много полезно!\n<b>Това не е HTML</b>', createdAt: '2026-11-20T12:00:00.000Z' },
];

/** What the fake server keeps: the comments of post 101, and what was sent. */
export const blogState = {
  comments: [...FIRST_COMMENTS],
  commentsSent: [] as { id: number; body: unknown }[],
  contacts: [] as ContactInput[],
  subscriptions: [] as NewsletterInput[],
  newsQueries: [] as URLSearchParams[],
  /** The posts whose linked products were asked for. */
  productCalls: [] as number[],
};

export function resetBlogState(): void {
  blogState.comments = [...FIRST_COMMENTS];
  blogState.commentsSent.length = 0;
  blogState.contacts.length = 0;
  blogState.subscriptions.length = 0;
  blogState.newsQueries.length = 0;
  blogState.productCalls.length = 0;
}

export function postOf(summary: NewsPostSummary): NewsPost {
  return {
    ...summary,
    body: `<p>Първи абзац на ${summary.title}.</p><h2>Подзаглавие</h2><ul><li>точка</li></ul>`,
    comments: summary.id === 101 ? blogState.comments : [],
  };
}

/** Post 101 links the lamp and the pot of the shop's fake catalogue. */
export const LINKED_PRODUCTS = [PRODUCTS.find((product) => product.id === 201)!, PRODUCTS.find((product) => product.id === 300)!];

export const blogCalls = [
  http.get('/api/news/categories', () => HttpResponse.json(NEWS_CATEGORIES)),
  http.get('/api/news', ({ request }) => {
    const query = new URL(request.url).searchParams;
    blogState.newsQueries.push(query);
    const category = query.get('category_id');
    const highlighted = query.get('highlighted');
    const exclude = query.get('exclude');
    const offset = Number(query.get('offset') ?? 0);
    const limit = Number(query.get('limit') ?? 5);
    let posts = NEWS_POSTS.filter(
      (post) =>
        (category === null || post.categories.some((item) => item.id === Number(category))) &&
        (highlighted === null || post.highlighted === (highlighted === '1')) &&
        (exclude === null || post.id !== Number(exclude)),
    );
    if (query.get('orderBy') === 'publishedAt.ASC') posts = [...posts].reverse();
    return HttpResponse.json({ items: posts.slice(offset, offset + limit), total: posts.length, offset, limit });
  }),
  http.get('/api/news/:id', ({ params }) => {
    const post = NEWS_POSTS.find((item) => item.id === Number(params.id));
    return post ? HttpResponse.json(postOf(post)) : HttpResponse.json({ message: 'Не е намерено.' }, { status: 404 });
  }),
  http.get('/api/news/:id/products', ({ params }) => {
    blogState.productCalls.push(Number(params.id));
    if (!NEWS_POSTS.some((item) => item.id === Number(params.id))) return HttpResponse.json({ message: 'Не е намерено.' }, { status: 404 });
    return HttpResponse.json(Number(params.id) === 101 ? LINKED_PRODUCTS : []);
  }),
  http.post('/api/news/:id/comments', async ({ params, request }) => {
    const body = (await request.json()) as { body: string };
    blogState.commentsSent.push({ id: Number(params.id), body });
    const comment: NewsComment = { id: blogState.comments.length + 1, author: 'Мария Иванова', body: body.body, createdAt: '2026-11-21T10:00:00.000Z' };
    blogState.comments = [...blogState.comments, comment];
    return HttpResponse.json(comment, { status: 201 });
  }),
  http.post('/api/contact/general', async ({ request }) => {
    blogState.contacts.push((await request.json()) as ContactInput);
    return new HttpResponse(null, { status: 204 });
  }),
  http.post('/api/newsletter/subscribe', async ({ request }) => {
    blogState.subscriptions.push((await request.json()) as NewsletterInput);
    return new HttpResponse(null, { status: 204 });
  }),
];
