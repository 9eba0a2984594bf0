/**
 * A property's facts (product §3: floor of total floors, construction, heating, furniture, bills,
 * building year, advantages, appliances, plan), each only when the owner gave it and it fits
 * the kind of home (no bedrooms for a room or a studio, a house's storeys instead of a floor).
 */
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { clsx } from 'clsx';
import { propertyTypeFacts } from '../../../../domain/propertyFacts.ts';
import type { Property } from '../api.ts';
import { useRentalsFormat } from '../format.ts';
import styles from './PropertyFacts.module.css';

function bills(property: Property, t: TFunction, money: (cents: number) => string): string | null {
  const meta = property.billsMeta;
  if (meta === null) return null;
  const parts = [
    meta.includedInPrice ? t('rentals-bills-included') : null,
    meta.estimatedMonthly !== null ? t('rentals-bills-estimate', { price: money(meta.estimatedMonthly) }) : null,
    meta.note,
  ].filter((part) => part !== null);
  return parts.length > 0 ? parts.join('. ') : null;
}

export function PropertyFacts({ property }: { property: Property }) {
  const { t } = useTranslation();
  const format = useRentalsFormat();
  // Only the facts that fit the kind of home (domain/propertyFacts.ts).
  const kind = propertyTypeFacts(property.type);
  // Short facts in two columns; the ones in sentences (bills, fees) across.
  const facts: [string, string | null, 'wide'?][] = [
    [t('rentals-fact-type'), t(`property-type-${property.type}`)],
    [t('rentals-fact-area'), format.area(property.area)],
    [t('rentals-fact-bedrooms'), kind.bedrooms ? String(property.bedrooms) : null],
    [t('rentals-fact-bathrooms'), String(property.bathrooms)],
    kind.floor
      ? [t('rentals-fact-floor'), format.floor(property.floor, property.totalFloors)]
      : [t('rentals-fact-storeys'), property.totalFloors === null ? null : String(property.totalFloors)],
    [t('rentals-fact-construction'), property.construction && t(`property-construction-${property.construction}`)],
    [t('rentals-fact-heating'), property.heating && t(`property-heating-${property.heating}`)],
    [t('rentals-fact-furniture'), t(`property-furniture-${property.furniture}`)],
    [t('rentals-fact-building-year'), property.buildingYear === null ? null : String(property.buildingYear)],
    [t('rentals-fact-pets'), t(property.petFriendly ? 'rentals-pets-yes' : 'rentals-pets-no')],
    [t('rentals-fact-deposit'), property.deposit === null ? null : format.money(property.deposit)],
    [t('rentals-fact-bills'), bills(property, t, format.money), 'wide'],
    [t('rentals-fact-fees'), property.taxDescription, 'wide'],
  ];
  const advantages = (
    [
      [t('rentals-location-advantages'), property.locationAdvantages],
      [t('rentals-property-advantages'), property.propertyAdvantages],
    ] as const
  ).filter(([, items]) => items.length > 0);
  return (
    <section aria-labelledby="property-facts">
      <h2 id="property-facts" className={styles.heading}>
        {t('rentals-facts')}
      </h2>
      <dl className={styles.facts}>
        {facts
          .filter((fact): fact is [string, string, 'wide'?] => fact[1] !== null && fact[1] !== '')
          .map(([term, value, wide]) => (
            <div key={term} className={clsx(styles.fact, wide && styles.wide)}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      {advantages.length > 0 && (
        <div className={styles.lists}>
          {advantages.map(([heading, items]) => (
            <div key={heading}>
              <h3 className={styles.subheading}>{heading}</h3>
              <ul className={styles.ticks}>
                {items.map((advantage) => (
                  <li key={advantage}>{advantage}</li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      )}
      {property.appliances.length > 0 && (
        <>
          <h3 className={styles.subheading}>{t('rentals-appliances')}</h3>
          <ul className={styles.chips}>
            {property.appliances.map((appliance) => (
              <li key={appliance.id}>{appliance.name}</li>
            ))}
          </ul>
        </>
      )}
      {property.plan && (
        <>
          <h3 className={styles.subheading}>{t('rentals-plan')}</h3>
          <a href={property.plan} className={styles.planLink}>
            <img src={property.plan} alt={t('rentals-plan-of', { title: property.title })} loading="lazy" decoding="async" className={styles.plan} />
          </a>
        </>
      )}
    </section>
  );
}
