/**
 * A blog post's page against the contract's answers (MSW, tests/src/helpers/blog.ts): the post
 * with its body, meta and document title; its linked products added to the cart through the
 * shop's cards; its comments as plain text, a sign-in prompt that opens the login dialog, and a
 * signed-in reader's comment (checked, sent, shown); the four featured posts without this one
 * and the five newest; a post that does not exist; a failed call with a retry.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { blogApi } from '../../../../src/features/blog/api.ts';
import { selectCartQuantityOf } from '../../../../src/store/cartSlice.ts';
import { text } from '../../helpers/i18n.ts';
import { useMswServer } from '../../helpers/msw.ts';
import { blogCalls, blogState, resetBlogState } from '../../helpers/blog.ts';
import { shopCalls } from '../../helpers/shop.ts';
import { renderShell, signedInAs, signedOut, spyOnScroll, userOf } from '../../layout/shell.tsx';

const server = useMswServer(...blogCalls, ...shopCalls, signedOut);

beforeEach(() => {
  spyOnScroll();
  resetBlogState();
});

async function openPost(id = 101) {
  const rendered = renderShell({ route: `/blog/${id}` });
  await screen.findByRole('heading', { level: 1, name: `Статия ${id - 100}` });
  return rendered;
}

const section = (name: string | RegExp) => screen.getByRole('region', { name });
/** The comments' section, whatever its count says (it follows the post, fetched again after a comment). */
const comments = () => section(new RegExp(`^${text('blog-comments-title').replace('({{count}})', '\\(\\d+\\)')}$`));

describe('blog post page', () => {
  it('shows the post with its summary, author, date, categories and body, as the document title and description', async () => {
    await openPost();
    expect(screen.getByText('Кратко резюме на статия 1.', { selector: 'p' })).toBeInTheDocument();
    const article = screen.getByRole('article', { name: 'Статия 1' });
    expect(article).toHaveTextContent(`${text('blog-posted-by').replace('{{author}}', 'Ива Стоянова')} · 20 ноември 2026 г.`);
    expect(within(article).getByRole('link', { name: 'Обзавеждане' })).toHaveAttribute('href', '/blog/kategoriya/2');
    expect(within(article).getByText('Първи абзац на Статия 1.')).toBeInTheDocument();
    expect(within(article).getByRole('heading', { level: 2, name: 'Подзаглавие' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`Статия 1 · ${text('app-name')}`));
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Кратко резюме на статия 1.');
    const crumbs = screen.getByRole('navigation', { name: text('breadcrumbs') });
    expect(within(crumbs).getByRole('link', { name: 'Съвети за наематели' })).toHaveAttribute('href', '/blog/kategoriya/1');
  });

  it('adds a linked product to the cart from its card', async () => {
    const { user, store } = await openPost();
    const products = await screen.findByRole('region', { name: text('blog-products-title') });
    const lamp = (await within(products).findByRole('heading', { level: 3, name: 'Лампа Слънце' })).closest('article')!;
    expect(within(products).getByRole('heading', { level: 3, name: 'Тенджера' })).toBeInTheDocument();
    await user.click(within(lamp).getByRole('button', { name: text('product-add-to-cart') }));
    expect(selectCartQuantityOf(201)(store.getState())).toBe(1);
    expect(within(lamp).getByRole('button', { name: text('product-add-more_one').replace('{{count}}', '1') })).toBeInTheDocument();
  });

  it('has no products section for a post that links none', async () => {
    const { store } = await openPost(102);
    await waitFor(() => expect(blogApi.endpoints.listNewsProducts.select({ id: 102 })(store.getState()).data).toEqual([]));
    expect(screen.queryByRole('region', { name: text('blog-products-title') })).not.toBeInTheDocument();
  });

  it('shows comments as plain text and asks a visitor to sign in, opening the login dialog', async () => {
    const { user } = await openPost();
    const list = comments();
    expect(within(list).getByRole('article', { name: text('blog-comment-by').replace('{{author}}', 'Петя Кирилова') })).toHaveTextContent('<b>Това не е HTML</b>');
    expect(within(list).queryByRole('textbox')).not.toBeInTheDocument();
    await user.click(await within(list).findByRole('button', { name: text('blog-comment-sign-in') }));
    expect(await screen.findByRole('dialog', { name: text('login-modal-title') })).toBeInTheDocument();
  });

  it('lets a signed-in reader comment: the rules first, then the comment shows and the field empties', async () => {
    server.use(signedInAs(userOf('user')));
    const { user } = await openPost();
    const field = await within(comments()).findByRole('textbox', { name: text('blog-comment-label') });
    await user.type(field, 'ок');
    await user.click(screen.getByRole('button', { name: text('blog-comment-submit') }));
    expect(await within(comments()).findByText(text('error-min-length'))).toBeInTheDocument();
    expect(blogState.commentsSent).toEqual([]);

    await user.clear(field);
    await user.type(field, '  Благодаря за съветите!  ');
    await user.click(screen.getByRole('button', { name: text('blog-comment-submit') }));
    expect(await screen.findByText(text('blog-comment-posted'))).toBeInTheDocument();
    expect(blogState.commentsSent).toEqual([{ id: 101, body: { body: 'Благодаря за съветите!' } }]);
    expect(await within(comments()).findByRole('article', { name: text('blog-comment-by').replace('{{author}}', 'Мария Иванова') })).toHaveTextContent('Благодаря за съветите!');
    expect(section(text('blog-comments-title').replace('{{count}}', '2'))).toBe(comments());
    expect(within(comments()).getByRole('textbox', { name: text('blog-comment-label') })).toHaveValue('');
  });

  it('keeps a refused comment and says why', async () => {
    server.use(
      signedInAs(userOf('user')),
      http.post('/api/news/:id/comments', () => HttpResponse.json({ message: 'Твърде много заявки.' }, { status: 429 })),
    );
    const { user } = await openPost();
    const field = await within(comments()).findByRole('textbox', { name: text('blog-comment-label') });
    await user.type(field, 'Още един коментар');
    await user.click(screen.getByRole('button', { name: text('blog-comment-submit') }));
    expect(await within(comments()).findByRole('alert')).toHaveTextContent('Твърде много заявки.');
    expect(field).toHaveValue('Още един коментар');
  });

  it('shows the four featured posts without this one, and the five newest with this one marked', async () => {
    await openPost(103);
    const featured = section(text('blog-featured-title'));
    await within(featured).findByRole('heading', { level: 3, name: 'Статия 1' });
    expect(within(featured).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Статия 1', 'Статия 5', 'Статия 7', 'Статия 9']);
    const newest = screen.getByRole('complementary', { name: text('blog-newest-title') });
    await within(newest).findByRole('link', { name: 'Статия 1' });
    expect(within(newest).getAllByRole('link').map((link) => link.textContent)).toEqual(['Статия 1', 'Статия 2', 'Статия 3', 'Статия 4', 'Статия 5']);
    expect(within(newest).getByRole('link', { name: 'Статия 3' })).toHaveAttribute('aria-current', 'page');
    const queries = blogState.newsQueries.map((query) => query.toString());
    expect(queries).toContain('limit=4&highlighted=1&exclude=103');
    expect(queries).toContain('limit=5&orderBy=publishedAt.DESC');
  });

  it('says that a post does not exist', async () => {
    renderShell({ route: '/blog/999' });
    expect(await screen.findByRole('heading', { level: 1, name: text('blog-not-found-title') })).toBeInTheDocument();
  });

  it('offers a retry when the post cannot be loaded', async () => {
    server.use(http.get('/api/news/:id', () => HttpResponse.json({ message: 'Временна грешка.' }, { status: 503 })));
    const { user } = renderShell({ route: '/blog/101' });
    expect(await screen.findByText('Временна грешка.')).toBeInTheDocument();
    // The server answers again.
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: text('retry') }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Статия 1' })).toBeInTheDocument();
  });
});
