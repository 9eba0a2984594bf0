/**
 * What a shared link to a blog post shows (server/spa.ts): its title, its summary and its
 * picture, in the page's language, with the post as a schema.org BlogPosting and its breadcrumbs
 * (the blog, the post's first category, the post). An unknown or not yet published post is a 404
 * (the app shows its not-found).
 *
 * A blog category page: the category's name (the blog's for all posts), the blog's lead as
 * description, and the breadcrumbs the page shows (the blog, the category). An unknown category
 * is a 404 (the page shows the blog's not-found).
 */
import { routeId } from '../../../domain/routes.ts';
import { recordPage } from '../../spa.ts';
import type { PageMetadataResolvers } from '../../spa.ts';
import { pick } from '../../localize.ts';
import { breadcrumbList, node } from '../../structuredData.ts';

export const blogPages: PageMetadataResolvers = {
  async BlogCategory({ params, locale, server, link }) {
    const blog = server.translator.t(locale, 'page-title-BlogCategory');
    const description = server.translator.t(locale, 'blog-lead');
    if (params.id === undefined || params.id === '') return { title: blog, description };
    const id = routeId(params.id);
    const category = id === null ? undefined : (await server.blogRepository.listCategories()).find((each) => each.id === id);
    if (!category) return 'unknown';
    const name = pick(category.name, locale);
    return {
      title: name,
      description,
      structuredData: [breadcrumbList([{ name: blog, url: link('BlogCategory') }, { name, url: link('BlogCategory', { id: category.id }) }])],
    };
  },

  BlogSinglePost: recordPage(
    (server, id) => server.blogRepository.findPost(id),
    (post, { id, locale, server, link, absolute }) => {
      const title = pick(post.title, locale);
      const description = pick(post.excerpt, locale);
      const url = link('BlogSinglePost', { id });
      const [category] = post.categories;
      return {
        title,
        description,
        image: post.imageUrl ? { url: post.imageUrl, width: null, height: null } : null,
        structuredData: [
          node('BlogPosting', {
            headline: title,
            description,
            url,
            mainEntityOfPage: url,
            datePublished: new Date(post.publishedAt).toISOString(),
            ...(post.imageUrl ? { image: absolute(post.imageUrl) } : {}),
            author: { '@type': 'Person', name: pick(post.authorName, locale) },
            publisher: { '@type': 'Organization', name: server.translator.t(locale, 'app-name'), url: link('Index') },
          }),
          breadcrumbList([
            { name: server.translator.t(locale, 'page-title-BlogCategory'), url: link('BlogCategory') },
            ...(category ? [{ name: pick(category.name, locale), url: link('BlogCategory', { id: category.id }) }] : []),
            { name: title, url },
          ]),
        ],
      };
    },
  ),
};
