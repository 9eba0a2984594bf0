/**
 * What a shared link to a blog post shows (server/spa.ts): its title, its summary and its
 * picture, in the page's language. An unknown or not yet published post gets the normal page
 * (the app shows its not-found).
 */
import type { PageMetadataResolvers } from '../../spa.ts';
import { pick } from '../../localize.ts';

/** A post id as the route writes it: digits within the ids PostgreSQL's integer can hold. */
const ID = /^[1-9][0-9]{0,9}$/;
const MAX_ID = 2_147_483_647;

export const blogPages: PageMetadataResolvers = {
  async BlogSinglePost({ params, locale, server }) {
    const id = params.id ?? '';
    if (!ID.test(id) || Number(id) > MAX_ID) return undefined;
    const post = await server.blogRepository.findPost(Number(id));
    if (!post) return undefined;
    return {
      title: pick(post.title, locale),
      description: pick(post.excerpt, locale),
      image: post.imageUrl ? { url: post.imageUrl, width: null, height: null } : null,
    };
  },
};
