/**
 * "Are you sure?" before a step that is hard to undo (deleting a listing, retiring a product,
 * cancelling an order, blocking a conversation, leaving a half-filled form): the shared dialog
 * (focus kept inside, Escape and the backdrop cancel), what will happen, and the two choices, the
 * safe one first. While the step runs the confirm button is busy and the dialog cannot be
 * closed; a failure is said inside the dialog, which stays open.
 */
import { Button } from './Button.tsx';
import { ErrorNote } from './ErrorNote.tsx';
import { Modal, ModalActions } from './Modal.tsx';

export interface ConfirmDialogProps {
  title: string;
  /** What will happen. */
  text: string;
  /** The safe choice (keep it, stay). */
  cancelLabel: string;
  confirmLabel: string;
  busy?: boolean;
  /** Why the last try failed (already translated), or null. */
  failure?: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog({ title, text, cancelLabel, confirmLabel, busy = false, failure = null, onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <Modal title={title} onClose={onCancel} closable={!busy}>
      <p>{text}</p>
      {failure !== null && <ErrorNote>{failure}</ErrorNote>}
      <ModalActions>
        <Button theme="outline-grey" onClick={onCancel} disabled={busy}>
          {cancelLabel}
        </Button>
        <Button theme="solid-orange" onClick={onConfirm} loading={busy}>
          {confirmLabel}
        </Button>
      </ModalActions>
    </Modal>
  );
}
