/**
 * Renders the one open modal (product §1 "App shell": login, notification and room-picker modals;
 * product §2 "Modals"): the shell's own and those the features register (src/app/features.ts). Each
 * dialog is its own lazy chunk, so Formik and yup stay out of the initial bundle; while a chunk
 * loads, a small loading dialog shows (a chunk too, with the dialog frame: on the first dialog
 * opened it shows once the frame has come, which every dialog needs anyway). Modals that later issues build (viewing request,
 * credit purchase, coordinates guide, product import) render nothing yet.
 */
import { Suspense } from 'react';
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

const ModalLoading = lazyPage(() => import('./ModalLoading.tsx'));

export function ModalRoot() {
  const { openModal, closeAll } = useModals();
  if (openModal === null) return null;
  const Dialog = MODALS[openModal];
  if (Dialog === undefined) return null;
  return (
    <ChunkErrorBoundary key={openModal}>
      <Suspense
        fallback={
          <Suspense fallback={null}>
            <ModalLoading onClose={closeAll} />
          </Suspense>
        }
      >
        <Dialog />
      </Suspense>
    </ChunkErrorBoundary>
  );
}
