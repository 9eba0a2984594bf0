/**
 * One property in a list (the search, an agency's or a user's page): its main photo (srcset,
 * lazy unless in the first screenful), the premium mark of a promoted one (docs/decisions/0020),
 * the rent a month in euro and per square metre, the title (a link to its page), area, type and
 * bedrooms, floor of the building, district and city; "New" when a saved search opened the page for it.
 */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { propertyTypeFacts } from '../../../../domain/propertyFacts.ts';
import { hrefFor } from '../../../../domain/routes.ts';
import { Pill } from '../../../ui/Pill.tsx';
import { PremiumBadge } from '../../../ui/PremiumBadge.tsx';
import { ResponsiveImage } from '../../../ui/ResponsiveImage.tsx';
import type { PropertySummary } from '../api.ts';
import { useRentalsFormat } from '../format.ts';
import styles from './PropertyCard.module.css';

export interface PropertyCardProps {
  property: PropertySummary;
  /** The heading level of the title inside its list (2 under the page's h1, 3 under a section's h2). */
  headingLevel?: 2 | 3;
  /** In the first screenful of its page: the photo loads at once (it may be the largest paint). */
  firstInView?: boolean;
  /** New to the saved search that opened the page (docs/decisions/0030). */
  isNew?: boolean;
}

/** A card is the whole phone's width, or an 18rem column from a tablet on. */
const CARD_SIZES = '(min-width: 40em) 20rem, 100vw';

export function PropertyCard({ property, headingLevel = 2, firstInView = false, isNew = false }: PropertyCardProps) {
  const { t } = useTranslation();
  const format = useRentalsFormat();
  const href = hrefFor('SinglePropertyPage', { id: property.id });
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  // Only the facts that fit the kind of home (domain/propertyFacts.ts).
  const kind = propertyTypeFacts(property.type);
  const facts = [
    format.area(property.area),
    t(`property-type-${property.type}`),
    kind.bedrooms && property.bedrooms > 0 ? t('rentals-bedrooms', { count: property.bedrooms }) : null,
    kind.floor ? format.floor(property.floor, property.totalFloors) : null,
  ].filter((fact) => fact !== null);

  return (
    <article className={styles.card} data-premium={property.premium}>
      <div className={styles.media}>
        <Link to={href} className={styles.imageLink} tabIndex={-1} aria-hidden="true">
          {property.image ? (
            <ResponsiveImage image={property.image} alt="" sizes={CARD_SIZES} priority={firstInView} className={styles.image} />
          ) : (
            <span className={styles.noImage} />
          )}
          {property.petFriendly && (
            <Pill tone="green" className={styles.badge}>
              {t('rentals-pets-allowed')}
            </Pill>
          )}
        </Link>
        {property.premium && <PremiumBadge overlay>{t('rentals-premium-badge')}</PremiumBadge>}
      </div>
      <div className={styles.body}>
        {isNew && (
          <Pill tone="green" className={styles.newMark}>
            {t('listing-new')}
          </Pill>
        )}
        <p className={styles.price}>
          <span className={styles.rent}>{format.perMonth(property.price)}</span>
          <span className={styles.perMetre}>{format.perSquareMetre(property.price, property.area)}</span>
        </p>
        <Heading className={styles.title}>
          <Link to={href}>{property.title}</Link>
        </Heading>
        <p className={styles.place}>{t('rentals-place', { district: property.district.name, city: property.city.name })}</p>
        <ul className={styles.facts} aria-label={t('rentals-card-facts')}>
          {facts.map((fact) => (
            <li key={fact}>{fact}</li>
          ))}
        </ul>
      </div>
    </article>
  );
}
