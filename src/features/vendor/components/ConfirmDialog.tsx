/**
 * "Are you sure?" before a step that cannot be undone (retiring a product, cancelling an order or
 * an import): the shared dialog (focus kept inside, Escape and the backdrop cancel), the question,
 * and the two choices, the safe one first. While the step runs the confirm button is busy; a
 * failure is said inside the dialog, which stays open.
 */
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button.tsx';
import { Modal, ModalActions } from '../../../ui/Modal.tsx';
import styles from '../vendor.module.css';

interface ConfirmDialogProps {
  title: string;
  /** What will happen. */
  text: string;
  confirmLabel: string;
  busy: boolean;
  /** Why the last try failed (already translated), or null. */
  failure: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog({ title, text, confirmLabel, busy, failure, onConfirm, onCancel }: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal title={title} onClose={onCancel} closable={!busy}>
      <p>{text}</p>
      {failure !== null && (
        <p role="alert" className={styles.failure}>
          {failure}
        </p>
      )}
      <ModalActions>
        <Button theme="outline-grey" onClick={onCancel} disabled={busy}>
          {t('vendor-confirm-keep')}
        </Button>
        <Button theme="solid-orange" onClick={onConfirm} loading={busy}>
          {confirmLabel}
        </Button>
      </ModalActions>
    </Modal>
  );
}
