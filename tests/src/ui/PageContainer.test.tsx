import { render, screen } from '@testing-library/react';
import { PageContainer } from '../../../src/ui/PageContainer.tsx';

describe('PageContainer', () => {
  it('frames a page in a plain block by default, keeping the class and attributes it is given', () => {
    render(
      <PageContainer className="own" data-testid="frame">
        <h1>Заглавие</h1>
      </PageContainer>,
    );
    const frame = screen.getByTestId('frame');
    expect(frame.tagName).toBe('DIV');
    expect(frame).toHaveClass('own');
    expect(frame.classList).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'Заглавие' }).parentElement).toBe(frame);
  });

  it('is the page article or a labelled section when asked', () => {
    const { rerender } = render(<PageContainer as="article" aria-label="Обява" />);
    expect(screen.getByRole('article', { name: 'Обява' })).toBeInTheDocument();
    rerender(<PageContainer as="section" aria-label="Потвърждение" />);
    expect(screen.getByRole('region', { name: 'Потвърждение' })).toBeInTheDocument();
  });
});
