/**
 * The small loading dialog ModalRoot shows while a dialog's chunk loads. Its own chunk with the
 * dialog frame (ui/Modal.tsx), which every dialog's chunk needs too: a page that opens no dialog
 * never downloads it.
 */
import { useTranslation } from 'react-i18next';
import { Modal } from '../ui/Modal.tsx';
import { Spinner } from '../ui/Spinner.tsx';

export default function ModalLoading({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal title={t('loading')} hideTitle onClose={onClose}>
      <Spinner size="large" label={t('loading')} />
    </Modal>
  );
}
