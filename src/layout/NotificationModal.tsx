/**
 * The notification modal (product §2 "Notification"): a message (a translation key or a text the
 * server translated) and a success, error or loading icon. The loading message has no close
 * control and is announced politely; an error is announced at once. Closing an error that
 * reports on a form leads back to that form (it kept what was typed); a success that leads
 * somewhere (password changed: log in) says so on its button. A success may offer a link (a
 * signed-in user's message or viewing request: "See it in your messages", to the conversation
 * or the inbox), which closes the notification as it goes there.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useModals } from '../machines/AppMachines.tsx';
import type { ModalName } from '../machines/modals.ts';
import { Button } from '../ui/Button.tsx';
import { Modal } from '../ui/Modal.tsx';
import { NotificationIcon } from '../ui/NotificationIcon.tsx';
import { translateMessage } from '../ui/translateMessage.ts';
import styles from './NotificationModal.module.css';

function actionKey(kind: 'success' | 'error', returnTo: ModalName | null): string {
  if (returnTo === null) return 'notification-ok';
  if (kind === 'error') return 'notification-back';
  return returnTo === 'login' ? 'notification-go-to-login' : 'notification-continue';
}

export default function NotificationModal() {
  const translator = useTranslation();
  const { t } = translator;
  const { notification, notificationReturnTo, dismissNotification, close } = useModals();
  if (notification === null) return null;
  const { message, kind, link } = notification;
  // An error goes back to its form however it is closed; a success's onward step is its button only.
  const onClose = kind === 'error' ? dismissNotification : () => close('notification');

  return (
    <Modal title={t(`notification-title-${kind}`)} hideTitle closable={kind !== 'loading'} onClose={onClose}>
      <div className={styles.notification}>
        <NotificationIcon kind={kind} />
        <p
          className={styles.notificationMessage}
          role={kind === 'error' ? 'alert' : 'status'}
          aria-live={kind === 'error' ? 'assertive' : 'polite'}
        >
          {translateMessage(translator, message)}
        </p>
        {link !== undefined && (
          <Link to={link.to} className={styles.notificationLink} onClick={() => close('notification')}>
            {translateMessage(translator, link.label)}
          </Link>
        )}
      </div>
      {kind !== 'loading' && (
        <div className={styles.notificationActions}>
          <Button theme={kind === 'error' ? 'outline-orange' : 'solid-orange'} onClick={dismissNotification}>
            {t(actionKey(kind, notificationReturnTo))}
          </Button>
        </div>
      )}
    </Modal>
  );
}
