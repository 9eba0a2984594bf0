/**
 * The header's language switch (bg ⇄ en). When the other language lives on another host (the
 * Bulgarian domain and the English one), the browser goes to the same page there; otherwise
 * the language changes in place (src/i18n switchLanguage). If the texts cannot be loaded, an
 * error notification says so and the language stays.
 */
import { useTranslation } from 'react-i18next';
import { clsx } from 'clsx';
import { otherLocale } from '../../domain/locale.ts';
import { useModals } from '../machines/AppMachines.tsx';
import { switchLanguage, useCurrentLocale } from '../i18n/index.ts';
import { GlobeIcon } from './icons.tsx';
import styles from './LanguageSwitch.module.css';

export function LanguageSwitch({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { notify } = useModals();
  const locale = useCurrentLocale();
  // The debug mode (message keys) counts as English: the switch leads to Bulgarian.
  const target = otherLocale(locale === 'bg' ? 'bg' : 'en');

  const onClick = (): void => {
    switchLanguage(target).catch(() => notify('error-please-try-again-later', 'error'));
  };

  return (
    <button type="button" className={clsx(styles.switch, className)} onClick={onClick} lang={target}>
      <GlobeIcon />
      <span>{t('header-language-switch')}</span>
    </button>
  );
}
