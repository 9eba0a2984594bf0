/**
 * The shared "are you sure?" dialog (ui/ConfirmDialog.tsx) every hard-to-undo step asks with:
 * the safe choice first, the step's failure said inside, and no way out while the step runs.
 */
import { screen } from '@testing-library/react';
import { ConfirmDialog } from '../../../src/ui/ConfirmDialog.tsx';
import type { ConfirmDialogProps } from '../../../src/ui/ConfirmDialog.tsx';
import { renderWithProviders } from '../helpers/render.tsx';

function renderDialog(props: Partial<ConfirmDialogProps> = {}) {
  const onConfirm = jest.fn();
  const onCancel = jest.fn();
  const result = renderWithProviders(
    <ConfirmDialog title="Изтриване на обявата" text="Обявата ще изчезне от търсенето." cancelLabel="Не, остави" confirmLabel="Изтрий" onConfirm={onConfirm} onCancel={onCancel} {...props} />,
  );
  return { ...result, onConfirm, onCancel, dialog: screen.getByRole('dialog', { name: 'Изтриване на обявата' }) };
}

describe('ConfirmDialog', () => {
  it('says what will happen and offers the safe choice first', () => {
    const { dialog } = renderDialog();
    expect(dialog).toHaveTextContent('Обявата ще изчезне от търсенето.');
    const choices = screen.getAllByRole('button').filter((button) => ['Не, остави', 'Изтрий'].includes(button.textContent ?? ''));
    expect(choices.map((button) => button.textContent)).toEqual(['Не, остави', 'Изтрий']);
  });

  it('confirms with its confirm button and cancels with the safe one or Escape', async () => {
    const { user, onConfirm, onCancel } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Изтрий' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Не, остави' }));
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  it('cannot be left while the step runs', async () => {
    const { user, onCancel } = renderDialog({ busy: true });
    expect(screen.getByRole('button', { name: 'Не, остави' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('announces why the last try failed, inside the dialog', () => {
    const { dialog } = renderDialog({ failure: 'Опитайте отново по-късно.' });
    expect(screen.getByRole('alert')).toHaveTextContent('Опитайте отново по-късно.');
    expect(dialog).toContainElement(screen.getByRole('alert'));
  });
});
