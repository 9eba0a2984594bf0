/**
 * The site search's results page (/tarsene?q=): each group of hits links to its own search page
 * with the words kept (the products to their results here, the properties, flatmate offers and
 * posts to their search pages).
 */
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { text } from '../../helpers/i18n.ts';
import { useMswServer } from '../../helpers/msw.ts';
import { renderShell, signedOut, spyOnScroll } from '../../layout/shell.tsx';

const hit = (id: number, title: string) => ({ id, title, image: null });

useMswServer(
  signedOut,
  http.get('/api/search', () =>
    HttpResponse.json({
      products: { total: 3, items: [hit(5, 'Ъглов диван Ото')] },
      properties: { total: 2, items: [hit(7, 'Апартамент с диван')] },
      roommates: { total: 1, items: [hit(9, 'Стая с диван')] },
      posts: { total: 4, items: [hit(11, 'Как да изберем диван')] },
    }),
  ),
);

beforeEach(() => spyOnScroll());

const group = (key: string) => screen.getByRole('region', { name: new RegExp(`^${text(key)}`) });
const all = (key: string, count: number) => text(`${key}_${count === 1 ? 'one' : 'other'}`).replace('{{count}}', String(count));

describe('site search results', () => {
  it('links each group to its own search page with the words kept', async () => {
    renderShell({ route: '/tarsene?q=диван легло' });
    await screen.findByRole('link', { name: 'Ъглов диван Ото' });
    const words = encodeURIComponent('диван легло').replaceAll('%20', '+');
    expect(within(group('search-group-products')).getByRole('link', { name: all('search-all-products', 3) })).toHaveAttribute(
      'href',
      `/tarsene?q=${words}&kind=products`,
    );
    expect(within(group('search-group-properties')).getByRole('link', { name: all('search-all-properties', 2) })).toHaveAttribute('href', `/imoti?q=${words}`);
    expect(within(group('search-group-roommates')).getByRole('link', { name: all('search-all-roommates', 1) })).toHaveAttribute(
      'href',
      `/sakvartiranti?q=${words}`,
    );
    expect(within(group('search-group-posts')).getByRole('link', { name: all('search-all-posts', 4) })).toHaveAttribute('href', `/blog/kategoriya?q=${words}`);
  });
});
