/**
 * Who lets the property (the box of its agency or owner): an agency's logo and name, leading to
 * its page with its other homes; else the owner's name, leading to their public page. The
 * viewing request button sits under it.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { hrefFor } from '../../../../domain/routes.ts';
import { displayName } from '../../../../domain/text.ts';
import type { Property } from '../api.ts';
import styles from './ContactBox.module.css';

export function ContactBox({ property, children }: { property: Pick<Property, 'agency' | 'owner'>; children?: ReactNode }) {
  const { t } = useTranslation();
  const { agency, owner } = property;
  const initial = (agency?.name ?? owner.name).trim().charAt(0).toUpperCase();
  return (
    <section className={styles.box} aria-labelledby="property-contact">
      <h2 id="property-contact" className={styles.heading}>
        {t(agency ? 'rentals-contact-agency' : 'rentals-contact-owner')}
      </h2>
      <div className={styles.who}>
        {agency?.logo ? (
          <img src={agency.logo} alt="" width={56} height={56} className={styles.logo} />
        ) : (
          <span className={styles.initial} aria-hidden="true">
            {initial}
          </span>
        )}
        <div>
          {agency ? (
            <Link to={hrefFor('Agency', { id: agency.id })} className={styles.name}>
              {agency.name}
            </Link>
          ) : (
            <Link to={hrefFor('User', { id: owner.id })} className={styles.name}>
              {displayName(owner.name)}
            </Link>
          )}
          <p className={styles.role}>{t(agency || owner.type === 'agency' ? 'rentals-contact-agency-note' : 'rentals-contact-user-note')}</p>
        </div>
      </div>
      {children}
    </section>
  );
}
