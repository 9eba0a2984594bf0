import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { FilterLayout } from '../../../src/ui/FilterLayout.tsx';

function renderLayout(props: Partial<Parameters<typeof FilterLayout>[0]> = {}) {
  return render(
    <FilterLayout filtersLabel="Филтри" activeFilters={0} filters={<label>Град <input /></label>} resultsLabel="Резултати" busy={false} {...props}>
      <p>12 обяви</p>
    </FilterLayout>,
  );
}

describe('FilterLayout', () => {
  it('puts the filters in a named sidebar behind a folded toggle button that controls them', () => {
    renderLayout();
    const sidebar = screen.getByRole('complementary', { name: 'Филтри' });
    const toggle = within(sidebar).getByRole('button', { name: 'Филтри' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const body = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(body).not.toBeNull();
    expect(within(body!).getByRole('textbox', { name: 'Град' })).toBeInTheDocument();
    expect(body).toHaveClass('filters');
    expect(body).not.toHaveClass('open');
  });

  it('unfolds and folds the filters with the button', async () => {
    const user = userEvent.setup();
    renderLayout();
    const toggle = screen.getByRole('button', { name: 'Филтри' });
    const body = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(body).toHaveClass('open');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(body).not.toHaveClass('open');
  });

  it('counts the filters in use on the button, only when there are some', () => {
    const { rerender } = renderLayout({ activeFilters: 3 });
    expect(screen.getByRole('button', { name: 'Филтри (3)' })).toBeInTheDocument();
    rerender(
      <FilterLayout filtersLabel="Филтри" activeFilters={0} filters={null} busy={false}>
        {null}
      </FilterLayout>,
    );
    expect(screen.getByRole('button', { name: 'Филтри' })).toBeInTheDocument();
  });

  it('shows the results in a named region, marked busy while they are fetched again', () => {
    const { rerender } = renderLayout();
    const results = screen.getByRole('region', { name: 'Резултати' });
    expect(within(results).getByText('12 обяви')).toBeInTheDocument();
    expect(results).toHaveAttribute('aria-busy', 'false');
    rerender(
      <>
        <h2 id="count">5 обяви</h2>
        <FilterLayout filtersLabel="Филтри" activeFilters={0} filters={null} resultsLabelledBy="count" busy>
          {null}
        </FilterLayout>
      </>,
    );
    expect(screen.getByRole('region', { name: '5 обяви' })).toHaveAttribute('aria-busy', 'true');
  });
});
