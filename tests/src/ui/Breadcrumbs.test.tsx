import { screen, within } from '@testing-library/react';
import { Breadcrumbs } from '../../../src/ui/Breadcrumbs.tsx';
import { text } from '../helpers/i18n.ts';
import { renderWithProviders } from '../helpers/render.tsx';

describe('Breadcrumbs', () => {
  it('is a named navigation with an ordered list of links up to the page, the page itself last and current', () => {
    renderWithProviders(
      <Breadcrumbs
        trail={[
          { label: 'Магазин', to: '/magazin' },
          { label: 'Хол', to: '/magazin/kategorii?room=living-room' },
        ]}
        current="Диван Ема"
      />,
    );
    const nav = screen.getByRole('navigation', { name: text('breadcrumbs') });
    const list = within(nav).getByRole('list');
    expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Магазин', 'Хол', 'Диван Ема']);
    expect(within(items[0]!).getByRole('link', { name: 'Магазин' })).toHaveAttribute('href', '/magazin');
    expect(within(items[1]!).getByRole('link', { name: 'Хол' })).toHaveAttribute('href', '/magazin/kategorii?room=living-room');
    expect(items[2]).toHaveAttribute('aria-current', 'page');
    expect(within(items[2]!).queryByRole('link')).not.toBeInTheDocument();
    expect(items.slice(0, 2).every((item) => !item.hasAttribute('aria-current'))).toBe(true);
  });

  it('is only the current page under a top-level page, and keeps the class it is given', () => {
    renderWithProviders(<Breadcrumbs trail={[]} current="Блог" className="spaced" />);
    const nav = screen.getByRole('navigation', { name: text('breadcrumbs') });
    expect(nav).toHaveClass('spaced');
    expect(within(nav).getByRole('listitem')).toHaveAttribute('aria-current', 'page');
  });
});
