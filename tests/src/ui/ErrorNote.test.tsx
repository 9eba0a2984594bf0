import { render, screen } from '@testing-library/react';
import { ErrorNote } from '../../../src/ui/ErrorNote.tsx';

describe('ErrorNote', () => {
  it('says what failed in a paragraph read out as it appears, with the id a field points at', () => {
    render(<ErrorNote id="reason-error">Изберете причина.</ErrorNote>);
    const note = screen.getByRole('alert');
    expect(note.tagName).toBe('P');
    expect(note).toHaveTextContent('Изберете причина.');
    expect(note).toHaveAttribute('id', 'reason-error');
  });

  it('is boxed by default and a plain line when asked', () => {
    const { rerender } = render(<ErrorNote>Грешка</ErrorNote>);
    const boxed = screen.getByRole('alert').className;
    rerender(<ErrorNote plain>Грешка</ErrorNote>);
    expect(screen.getByRole('alert').className).not.toBe(boxed);
  });
});
