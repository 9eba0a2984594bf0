/**
 * The blog's calls and the state of its pages in the URL: the page of a category's list
 * (?page=2; the first page has none, so the plain category link is canonical), and the calls of
 * a category page, the featured posts beside a post (without it) and the newest posts.
 */
import { BLOG_PAGE_SIZE, FEATURED_POSTS_COUNT, NEWEST_POSTS_COUNT } from '../../../domain/constants.ts';
import type { ListNewsApiArg } from './api.ts';

/** The 1-based page of the address; anything malformed is the first page. */
export function pageOf(params: URLSearchParams): number {
  const value = params.get('page');
  return value !== null && /^[1-9]\d{0,5}$/.test(value) ? Number(value) : 1;
}

/** The address's query of page n. */
export function pageSearch(page: number): string {
  return page > 1 ? `?page=${page}` : '';
}

export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / BLOG_PAGE_SIZE));
}

/** A page of the blog, all posts or a category's, newest first. */
export function categoryPageArgs(categoryId: number | null, page: number): ListNewsApiArg {
  return {
    type: 'blog',
    ...(categoryId === null ? {} : { categoryId }),
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
