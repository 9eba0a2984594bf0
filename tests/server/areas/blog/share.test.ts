/**
 * A shared link to a blog post (server/spa.ts with the blog resolver): the page at /blog/{id}
 * carries the post's title, summary and picture in the page's language as the title,
 * description and Open Graph tags, escaped; anything else is a plain page (a missing record's a 404 with the not-found title). A blog category's
 * page carries the category's name and its breadcrumbs; an unknown category is a 404.
 */
import { plainTitle, pageTags as tags } from '../../helpers/pageTags.ts';
import { startTestApp } from '../../helpers/testApp.ts';
import type { TestApp } from '../../helpers/testApp.ts';
import { createNewsCategory, createPost } from './fixtures.ts';

let server: TestApp;
let post: number;
let hostile: number;
let scheduled: number;
let category: number;

beforeAll(async () => {
  server = await startTestApp();
  post = await createPost(server, {
    title: { bg: 'Договорът за наем', en: 'The rental contract' },
    excerpt: { bg: 'Пет неща за проверка.', en: 'Five things to check.' },
    imageUrl: '/media/generated/blog/900.svg',
  });
  hostile = await createPost(server, { title: { bg: '</title><script>alert("x")</script>' }, excerpt: { bg: '"кавички" & <b>' }, imageUrl: null });
  scheduled = await createPost(server, { daysAgo: -3 });
  category = await createNewsCategory(server, { bg: 'Наем & „договори“', en: 'Renting & contracts' });
});
afterAll(async () => {
  await server.close();
});

const page = (url: string, host = 'domovik.bg') => server.inject({ method: 'GET', url, headers: { host } });

describe('the share tags of a blog post', () => {
  it('fill the title, description and Open Graph tags in Bulgarian', async () => {
    const response = await page(`/blog/${post}`);
    expect(response.statusCode).toBe(200);
    expect(tags(response.body)).toMatchObject({
      title: 'Договорът за наем · Домовик',
      description: 'Пет неща за проверка.',
      'og:title': 'Договорът за наем',
      'og:description': 'Пет неща за проверка.',
      'og:url': `http://localhost:3000/blog/${post}`,
      'og:image': 'http://localhost:3000/media/generated/blog/900.svg',
      'og:locale': 'bg_BG',
      'twitter:card': 'summary_large_image',
    });
    expect(response.body.match(/<title>/g)).toHaveLength(1);
  });

  it('describe the post as a BlogPosting in its trail: the blog, the post', async () => {
    const blocks = [...(await page(`/blog/${post}`)).body.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
      (match) => JSON.parse(match[1]!) as Record<string, unknown>,
    );
    expect(blocks).toEqual([
      expect.objectContaining({
        '@type': 'BlogPosting',
        headline: 'Договорът за наем',
        url: `http://localhost:3000/blog/${post}`,
        image: 'http://localhost:3000/media/generated/blog/900.svg',
        datePublished: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        author: { '@type': 'Person', name: expect.any(String) },
      }),
      expect.objectContaining({
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Блог', item: 'http://localhost:3000/blog/kategoriya' },
          { '@type': 'ListItem', position: 2, name: 'Договорът за наем', item: `http://localhost:3000/blog/${post}` },
        ],
      }),
    ]);
  });

  it('fill them in English on the English host', async () => {
    expect(tags((await page(`/blog/${post}`, 'en.domovik.test')).body)).toMatchObject({
      title: 'The rental contract · Domovik',
      'og:description': 'Five things to check.',
      'og:locale': 'en_GB',
    });
  });

  it('escape the texts, and say "summary" without a picture', async () => {
    const found = tags((await page(`/blog/${hostile}`)).body);
    expect(found.title).toBe('&#60;/title&#62;&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62; · Домовик');
    expect(found.description).toBe('&#34;кавички&#34; &#38; &#60;b&#62;');
    expect(found['twitter:card']).toBe('summary');
    expect(found['og:image']).toBeUndefined();
  });

  it.each([
    ['an unknown post', () => '/blog/999999', 404],
    ['a scheduled post', () => `/blog/${scheduled}`, 404],
    ['an id that is not a number', () => '/blog/abc', 404],
  ])('give no share tags for %s (a missing post is a 404)', async (_name, url, status) => {
    const response = await page(url());
    expect(response.statusCode).toBe(status);
    expect(tags(response.body).title).toBe(plainTitle('not-found'));
    expect(tags(response.body)['og:title']).toBeUndefined();
  });
});

describe('the share tags of a blog category', () => {
  const blocks = (body: string) =>
    [...body.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((match) => JSON.parse(match[1]!) as Record<string, unknown>);

  it('name the category, escaped, with the blog\'s lead, in the page\'s language', async () => {
    const bulgarian = await page(`/blog/kategoriya/${category}`);
    expect(bulgarian.statusCode).toBe(200);
    expect(tags(bulgarian.body)).toMatchObject({
      title: 'Наем &#38; „договори“ · Домовик',
      'og:title': 'Наем &#38; „договори“',
      description: 'Съвети за наема, обзавеждането, почистването и преместването от екипа на Домовик.',
      'og:url': `http://localhost:3000/blog/kategoriya/${category}`,
    });
    const english = await page(`/blog/category/${category}`, 'en.domovik.test');
    expect(tags(english.body)).toMatchObject({ title: 'Renting &#38; contracts · Domovik', 'og:locale': 'en_GB' });
  });

  it('describe its trail as the page shows it: the blog, the category', async () => {
    expect(blocks((await page(`/blog/kategoriya/${category}`)).body)).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Блог', item: 'http://localhost:3000/blog/kategoriya' },
          { '@type': 'ListItem', position: 2, name: 'Наем & „договори“', item: `http://localhost:3000/blog/kategoriya/${category}` },
        ],
      },
    ]);
  });

  it('name the blog on its first page, which has no trail', async () => {
    const response = await page('/blog/kategoriya');
    expect(response.statusCode).toBe(200);
    expect(tags(response.body)).toMatchObject({ title: 'Блог · Домовик', 'og:title': 'Блог' });
    expect(blocks(response.body)).toEqual([]);
  });

  it.each([
    ['an unknown category', '/blog/kategoriya/999999'],
    ['an id that is not a number', '/blog/kategoriya/abc'],
  ])('make %s a 404 without share tags', async (_name, url) => {
    const response = await page(url);
    expect(response.statusCode).toBe(404);
    expect(tags(response.body).title).toBe(plainTitle('not-found'));
    expect(tags(response.body)['og:title']).toBeUndefined();
  });
});
