/**
 * The coordinates guide (product §2 "Modals", modal coordinatesGuide): how to find a home's position
 * with a maps service, in separate steps for a computer and for a phone, an "understood" button
 * that closes it, and where to ask for help.
 */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { hrefFor } from '../../../domain/routes.ts';
import { useModals } from '../../machines/AppMachines.tsx';
import { Button } from '../../ui/Button.tsx';
import { Modal } from '../../ui/Modal.tsx';
import styles from './CoordinatesGuideModal.module.css';

const DESKTOP_STEPS = ['rentals-guide-desktop-1', 'rentals-guide-desktop-2', 'rentals-guide-desktop-3', 'rentals-guide-desktop-4'];
const MOBILE_STEPS = ['rentals-guide-mobile-1', 'rentals-guide-mobile-2', 'rentals-guide-mobile-3', 'rentals-guide-mobile-4'];

function Steps({ id, title, steps }: { id: string; title: string; steps: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby={id} className={styles.section}>
      <h3 id={id} className={styles.heading}>
        {title}
      </h3>
      <ol className={styles.steps}>
        {steps.map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ol>
    </section>
  );
}

export default function CoordinatesGuideModal() {
  const { t } = useTranslation();
  const { close } = useModals();
  const done = () => close('coordinatesGuide');
  return (
    <Modal title={t('rentals-guide-title')} size="large" onClose={done}>
      <p className={styles.lead}>{t('rentals-guide-lead')}</p>
      <p className={styles.example}>
        {t('rentals-guide-example')} <code>42.6977, 23.3219</code>
      </p>
      <div className={styles.columns}>
        <Steps id="coordinates-guide-desktop" title={t('rentals-guide-desktop')} steps={DESKTOP_STEPS} />
        <Steps id="coordinates-guide-mobile" title={t('rentals-guide-mobile')} steps={MOBILE_STEPS} />
      </div>
      <p className={styles.support}>
        {t('rentals-guide-support')}{' '}
        <Link to={hrefFor('Contacts')} onClick={done}>
          {t('rentals-guide-support-link')}
        </Link>
      </p>
      <Button size="large" onClick={done}>
        {t('rentals-guide-understood')}
      </Button>
    </Modal>
  );
}
