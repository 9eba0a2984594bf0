/**
 * The blog's calls and the state of its pages in the URL: the words searched and the page of a
 * category's list (?q=divan&page=2; the first page has no page, so the plain category link is
 * canonical), and the calls of
 * a category page, the featured posts beside a post (without it) and the newest posts.
 */
import { BLOG_PAGE_SIZE, FEATURED_POSTS_COUNT, NEWEST_POSTS_COUNT } from '../../../domain/constants.ts';
import type { ListNewsApiArg } from './api.ts';
import { wordsOf } from '../../ui/WordsField.tsx';

/** The 1-based page of the address; anything malformed is the first page. */
export function pageOf(params: URLSearchParams): number {
  const value = params.get('page');
  return value !== null && /^[1-9]\d{0,5}$/.test(value) ? Number(value) : 1;
}

/** The words searched in the address (`q`), if any. */
export function wordsOfSearch(params: URLSearchParams): string | undefined {
  return wordsOf(params.get('q'));
}

/** The address's query of page n of the posts with these words. */
export function pageSearch(page: number, q?: string): string {
  const params = new URLSearchParams();
  if (q !== undefined) params.set('q', q);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query === '' ? '' : `?${query}`;
}

export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / BLOG_PAGE_SIZE));
}

/** A page of the blog, all posts or a category's, with the words if any, newest first. */
export function categoryPageArgs(categoryId: number | null, page: number, q?: string): ListNewsApiArg {
  return {
    type: 'blog',
    ...(categoryId === null ? {} : { categoryId }),
    ...(q === undefined ? {} : { q }),
    offset: (page - 1) * BLOG_PAGE_SIZE,
    limit: BLOG_PAGE_SIZE,
  };
}

/** The featured posts shown with a post: four, without that post (product §7, 9). */
export function featuredArgs(postId: number): ListNewsApiArg {
  return { limit: FEATURED_POSTS_COUNT, highlighted: 1, exclude: postId };
}

/** The newest posts (product §7, 9). */
export const NEWEST_ARGS: ListNewsApiArg = { limit: NEWEST_POSTS_COUNT, orderBy: 'publishedAt.DESC' };
