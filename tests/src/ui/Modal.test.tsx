import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { MODAL_MAX_WIDTH_PX } from '../../../domain/constants.ts';
import { MODAL_SIZE_CLASS, Modal } from '../../../src/ui/Modal.tsx';
import type { ModalSize } from '../../../src/ui/Modal.tsx';
import { text } from '../helpers/i18n.ts';
import { renderWithProviders } from '../helpers/render.tsx';

function Harness({ size, closable, onClose }: { size?: ModalSize; closable?: boolean; onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <main>
      <button type="button" onClick={() => setOpen(true)}>
        Отвори
      </button>
      <button type="button">Друго</button>
      {open && (
        <Modal
          title="Заглавие"
          size={size}
          closable={closable}
          onClose={() => {
            onClose?.();
            setOpen(false);
          }}
        >
          <label>
            Име
            <input name="name" />
          </label>
          <button type="button">Напред</button>
        </Modal>
      )}
    </main>
  );
}

async function openModal(props: Parameters<typeof Harness>[0] = {}) {
  const result = renderWithProviders(<Harness {...props} />);
  const opener = screen.getByRole('button', { name: 'Отвори' });
  await result.user.click(opener);
  const dialog = screen.getByRole('dialog', { name: 'Заглавие' });
  return { ...result, opener, dialog };
}

describe('Modal', () => {
  it('is a modal dialog labelled by its title, rendered in a portal to document.body', async () => {
    const { dialog, container } = await openModal();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('heading', { name: 'Заглавие' })).toBeInTheDocument();
    expect(container).not.toContainElement(dialog);
    expect(dialog.parentElement?.parentElement).toBe(document.body);
  });

  it('makes the page beside it inert while it is open (aria-modal), and gives it back when it closes', async () => {
    const { user, container, dialog } = await openModal();
    expect(container).toHaveAttribute('inert');
    expect(dialog.parentElement).not.toHaveAttribute('inert');
    await user.keyboard('{Escape}');
    expect(container).not.toHaveAttribute('inert');
    expect(screen.getByRole('button', { name: 'Отвори' })).toHaveFocus();
  });

  it('moves focus into the dialog (its first field) on open', async () => {
    await openModal();
    expect(screen.getByRole('textbox', { name: 'Име' })).toHaveFocus();
  });

  it('closes by its close button and gives focus back to the opener', async () => {
    const onClose = jest.fn();
    const { user, opener } = await openModal({ onClose });
    await user.click(screen.getByRole('button', { name: text('modal-close') }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes by Escape and gives focus back to the opener', async () => {
    const { user, opener } = await openModal();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes by a click on the backdrop, not by clicks inside', async () => {
    const onClose = jest.fn();
    const { user, dialog } = await openModal({ onClose });
    await user.click(screen.getByRole('textbox', { name: 'Име' }));
    await user.click(dialog);
    await user.click(within(dialog).getByRole('heading'));
    expect(onClose).not.toHaveBeenCalled();
    await user.click(dialog.parentElement!);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('does not close when a press starts inside and ends on the backdrop', async () => {
    const onClose = jest.fn();
    const { user, dialog } = await openModal({ onClose });
    const input = screen.getByRole('textbox', { name: 'Име' });
    await user.pointer([{ keys: '[MouseLeft>]', target: input }, { target: dialog.parentElement! }, { keys: '[/MouseLeft]' }]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('traps focus: Tab and Shift+Tab cycle inside the dialog', async () => {
    const { user } = await openModal();
    const input = screen.getByRole('textbox', { name: 'Име' });
    const next = screen.getByRole('button', { name: 'Напред' });
    const close = screen.getByRole('button', { name: text('modal-close') });
    expect(input).toHaveFocus();
    await user.tab();
    expect(next).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab();
    expect(input).toHaveFocus();
    await user.tab({ shift: true });
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(next).toHaveFocus();
    for (let i = 0; i < 7; i += 1) await user.tab();
    expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);
  });

  it('is at most MODAL_MAX_WIDTH_PX (420px) wide when regular, wider when large', async () => {
    const { dialog } = await openModal();
    expect(MODAL_MAX_WIDTH_PX).toBe(420);
    expect(dialog).toHaveClass(MODAL_SIZE_CLASS.regular!);
    expect(dialog).toHaveStyle({ maxWidth: '420px' });
  });

  it('has the large class and no 420px limit when large', async () => {
    const { dialog } = await openModal({ size: 'large' });
    expect(dialog).toHaveClass(MODAL_SIZE_CLASS.large!);
    expect(dialog).not.toHaveClass(MODAL_SIZE_CLASS.regular!);
    expect(dialog.style.maxWidth).toBe('');
  });

  it('when not closable has no close button and ignores Escape and the backdrop', async () => {
    const onClose = jest.fn();
    const { user, dialog } = await openModal({ closable: false, onClose });
    expect(screen.queryByRole('button', { name: text('modal-close') })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(dialog.parentElement!);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('keeps a hidden title for screen readers only: it still names the dialog, in the global visually-hidden class', () => {
    renderWithProviders(
      <Modal title="Снимка" hideTitle onClose={() => undefined}>
        <p>Съдържание</p>
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Снимка' });
    expect(within(dialog).getByRole('heading', { name: 'Снимка' })).toHaveClass('visually-hidden');
  });
});
