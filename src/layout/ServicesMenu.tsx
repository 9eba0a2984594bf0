/**
 * The header's Services dropdown (interior, cleaning, moving): a disclosure button with
 * aria-expanded that shows a list of links. Escape closes it and puts focus back on the button;
 * so do a click outside and focus leaving the menu.
 */
import { useEffect, useId, useRef, useState } from 'react';
import type { FocusEvent, KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { hrefFor } from '../../domain/routes.ts';
import type { RouteName } from '../../domain/routes.ts';
import { ChevronDownIcon } from './icons.tsx';
import styles from './ServicesMenu.module.css';

/** The services the header offers, by route name (product §2, Header). */
export const SERVICE_LINKS: readonly { route: RouteName; labelKey: string }[] = [
  { route: 'InteriorPage', labelKey: 'service-interior' },
  { route: 'CleaningPage', labelKey: 'service-cleaning' },
  { route: 'MovingPage', labelKey: 'service-moving' },
];

export function ServicesMenu() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: MouseEvent): void => {
      if (rootRef.current !== null && !rootRef.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
    }
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>): void => {
    const next = event.relatedTarget;
    if (next !== null && rootRef.current !== null && !rootRef.current.contains(next)) setOpen(false);
  };

  return (
    <div ref={rootRef} className={styles.root} onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        {t('header-services')}
        <ChevronDownIcon className={open ? styles.chevronOpen : styles.chevron} />
      </button>
      <ul id={listId} className={styles.list} hidden={!open}>
        {SERVICE_LINKS.map(({ route, labelKey }) => (
          <li key={route}>
            <Link className={styles.link} to={hrefFor(route)} onClick={() => setOpen(false)}>
              {t(labelKey)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
