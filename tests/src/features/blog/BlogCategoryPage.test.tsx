/**
 * The blog's category page against the contract's answers (MSW, tests/src/helpers/blog.ts):
 * the categories as links with the current one marked, nine posts a page with the page in the
 * URL, a category's posts with its name as title, an empty category, an unknown one, a failed
 * call with a retry, and English.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { text } from '../../helpers/i18n.ts';
import { useMswServer } from '../../helpers/msw.ts';
import { blogCalls, blogState, resetBlogState } from '../../helpers/blog.ts';
import { shopCalls } from '../../helpers/shop.ts';
import { currentLocation, renderShell, signedOut, spyOnScroll } from '../../layout/shell.tsx';

const server = useMswServer(...blogCalls, ...shopCalls, signedOut);

beforeEach(() => {
  spyOnScroll();
  resetBlogState();
});

const posts = () => screen.getByRole('region', { name: text('blog-posts-label') });
const postTitles = () => within(posts()).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
const categories = () => screen.getByRole('navigation', { name: text('blog-categories-label') });

describe('blog category page', () => {
  it('lists the newest nine posts of the blog under its title, with every category as a link', async () => {
    renderShell({ route: '/blog/kategoriya' });
    expect(await screen.findByRole('heading', { level: 1, name: text('page-title-BlogCategory') })).toBeInTheDocument();
    await within(posts()).findByRole('heading', { level: 2, name: 'Статия 1' });
    expect(postTitles()).toEqual(['Статия 1', 'Статия 2', 'Статия 3', 'Статия 4', 'Статия 5', 'Статия 6', 'Статия 7', 'Статия 8', 'Статия 9']);
    await waitFor(() => expect(document.title).toBe(`${text('page-title-BlogCategory')} · ${text('app-name')}`));
    expect(within(categories()).getByRole('link', { name: text('blog-all-posts') })).toHaveAttribute('aria-current', 'page');
    expect(within(categories()).getByRole('link', { name: 'Обзавеждане' })).toHaveAttribute('href', '/blog/kategoriya/2');
    const first = within(posts()).getByRole('heading', { level: 2, name: 'Статия 1' }).closest('article')!;
    expect(within(first).getByRole('link', { name: 'Статия 1' })).toHaveAttribute('href', '/blog/101');
    expect(within(first).getByText(text('blog-featured-badge'))).toBeInTheDocument();
    expect(within(first).getByText('Кратко резюме на статия 1.')).toBeInTheDocument();
    expect(within(first).getByText(/20 ноември 2026/)).toBeInTheDocument();
    expect(blogState.newsQueries.at(-1)!.toString()).toBe('type=blog&offset=0&limit=9');
  });

  it('pages with links that keep the page in the URL', async () => {
    const { user } = renderShell({ route: '/blog/kategoriya' });
    await within(posts()).findByRole('heading', { level: 2, name: 'Статия 1' });
    await user.click(screen.getByRole('link', { name: text('pagination-page').replace('{{page}}', '2') }));
    await waitFor(() => expect(currentLocation()).toBe('/blog/kategoriya?page=2'));
    await within(posts()).findByRole('heading', { level: 2, name: 'Статия 10' });
    expect(postTitles()).toEqual(['Статия 10', 'Статия 11', 'Статия 12']);
    expect(blogState.newsQueries.at(-1)!.get('offset')).toBe('9');
    await waitFor(() => expect(document.title).toBe(`${text('page-title-BlogCategory')} · ${text('pagination-page').replace('{{page}}', '2')} · ${text('app-name')}`));
  });

  it('shows a category\'s posts under its name, marked current, with the way back to all posts', async () => {
    renderShell({ route: '/blog/kategoriya/2' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Обзавеждане' })).toBeInTheDocument();
    await within(posts()).findByRole('heading', { level: 2, name: 'Статия 1' });
    expect(postTitles()).toEqual(['Статия 1', 'Статия 11', 'Статия 12']);
    expect(within(categories()).getByRole('link', { name: 'Обзавеждане' })).toHaveAttribute('aria-current', 'page');
    const crumbs = screen.getByRole('navigation', { name: text('breadcrumbs') });
    expect(within(crumbs).getByRole('link', { name: text('page-title-BlogCategory') })).toHaveAttribute('href', '/blog/kategoriya');
    expect(blogState.newsQueries.at(-1)!.get('category_id')).toBe('2');
    await waitFor(() => expect(document.title).toBe(`Обзавеждане · ${text('app-name')}`));
  });

  it('says when a category has no posts yet and leads to all posts', async () => {
    renderShell({ route: '/blog/kategoriya/3' });
    expect(await screen.findByText(text('blog-empty'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: text('blog-see-all') })).toHaveAttribute('href', '/blog/kategoriya');
  });

  it('says that a category does not exist', async () => {
    renderShell({ route: '/blog/kategoriya/99' });
    expect(await screen.findByRole('heading', { level: 1, name: text('blog-not-found-title') })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: text('blog-back') })).toHaveAttribute('href', '/blog/kategoriya');
  });

  it('shows the loading state, then a failed call with a retry that loads the posts', async () => {
    let fail = true;
    server.use(
      http.get('/api/news', async () => {
        await new Promise((resolve) => setTimeout(resolve, 50));
        return fail ? HttpResponse.json({ message: 'Временна грешка.' }, { status: 500 }) : HttpResponse.json({ items: [], total: 0, offset: 0, limit: 9 });
      }),
    );
    const { user } = renderShell({ route: '/blog/kategoriya' });
    expect(await within(await screen.findByRole('region', { name: text('blog-posts-label') })).findByRole('status')).toHaveTextContent(text('loading'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Временна грешка.');
    fail = false;
    await user.click(screen.getByRole('button', { name: text('retry') }));
    expect(await screen.findByText(text('blog-empty'))).toBeInTheDocument();
  });

  it('speaks English on the English site', async () => {
    renderShell({ route: '/blog/category', locale: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: text('page-title-BlogCategory', 'en') })).toBeInTheDocument();
    expect(screen.getByText(text('blog-lead', 'en'))).toBeInTheDocument();
    expect(await screen.findByText(/20 November 2026/)).toBeInTheDocument();
  });

  it('searches the posts by the words of its labelled box, kept in the URL and in its pages', async () => {
    const { user } = renderShell({ route: '/blog/kategoriya?page=2' });
    await within(posts()).findByRole('heading', { level: 2, name: 'Статия 10' });
    await user.type(screen.getByRole('searchbox', { name: text('blog-search-label') }), 'divan{Enter}');
    await waitFor(() => expect(currentLocation()).toBe('/blog/kategoriya?q=divan'));
    await waitFor(() => expect(Object.fromEntries(blogState.newsQueries.at(-1)!)).toEqual({ type: 'blog', q: 'divan', offset: '0', limit: '9' }));
    expect(screen.getByRole('link', { name: text('pagination-page').replace('{{page}}', '2') })).toHaveAttribute('href', '/blog/kategoriya?q=divan&page=2');
  });

  it('says when no post has the words', async () => {
    server.use(http.get('/api/news', () => HttpResponse.json({ items: [], total: 0, offset: 0, limit: 9 })));
    renderShell({ route: '/blog/kategoriya?q=divan' });
    expect(await screen.findByText(text('blog-empty-words').replace('{{q}}', 'divan'))).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: text('blog-search-label') })).toHaveValue('divan');
  });
});
