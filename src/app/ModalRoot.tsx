/**
 * Renders the one open modal (product §1 "App shell": login, notification and room-picker modals;
 * product §2 "Modals"): the shell's own and those the features register (src/app/features.ts). Each
 * dialog is its own lazy chunk, so Formik and yup stay out of the initial bundle; while a chunk
 * loads, a small loading dialog shows. Modals that later issues build (viewing request,
 * credit purchase, coordinates guide, product import) render nothing yet.
 */
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../ui/Modal.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import { ChunkErrorBoundary, lazyPage } from '../layout/lazyPage.tsx';
import { useModals } from '../machines/AppMachines.tsx';
import { FEATURE_MODALS, claimedOnce } from './features.ts';

const MODALS = claimedOnce([
  {
    notification: lazyPage(() => import('../layout/NotificationModal.tsx')),
    roomPicker: lazyPage(() => import('../layout/RoomPicker.tsx')),
  },
  FEATURE_MODALS,
]);

function ModalLoading({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal title={t('loading')} hideTitle onClose={onClose}>
      <Spinner size="large" label={t('loading')} />
    </Modal>
  );
}

export function ModalRoot() {
  const { openModal, closeAll } = useModals();
  if (openModal === null) return null;
  const Dialog = MODALS[openModal];
  if (Dialog === undefined) return null;
  return (
    <ChunkErrorBoundary key={openModal}>
      <Suspense fallback={<ModalLoading onClose={closeAll} />}>
        <Dialog />
      </Suspense>
    </ChunkErrorBoundary>
  );
}
