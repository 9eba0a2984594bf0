/**
 * What a shared link to a blog post shows (server/spa.ts): its title, its summary and its
 * picture, in the page's language. An unknown or not yet published post gets the normal page
 * (the app shows its not-found).
 */
import { routeId } from '../../../domain/routes.ts';
import type { PageMetadataResolvers } from '../../spa.ts';
import { pick } from '../../localize.ts';


export const blogPages: PageMetadataResolvers = {
  async BlogSinglePost({ params, locale, server }) {
    const id = routeId(params.id);
    if (id === null) return undefined;
    const post = await server.blogRepository.findPost(id);
    if (!post) return undefined;
    return {
      title: pick(post.title, locale),
      description: pick(post.excerpt, locale),
      image: post.imageUrl ? { url: post.imageUrl, width: null, height: null } : null,
    };
  },
};
