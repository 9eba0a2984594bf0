/**
 * SinglePropertyPage (/imot/:id, product §2, 3, 7): a published property: its photos (a gallery for
 * keyboard and swipe), rent a month and per square metre, the place, its facts, description,
 * advantages, appliances and plan, its position on a map, who lets it, and the viewing request
 * (the propertyViewRequest modal), and "Moving in here?" (the move feature's moveStart modal). The document title and description are the property's (the
 * server writes the same into the page's share tags).
 */
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { propertyTypeFacts } from '../../../../domain/propertyFacts.ts';
import { hrefFor } from '../../../../domain/routes.ts';
import type { PageAddress } from '../../../layout/lazyPage.tsx';
import { QueryResult, isNotFound } from '../../../layout/StatusViews.tsx';
import { routeId } from '../../../../domain/routes.ts';
import { useModals } from '../../../machines/AppMachines.tsx';
import { Button } from '../../../ui/Button.tsx';
import { PageTitle } from '../../../ui/PageTitle.tsx';
import { rentalsApi, useGetPropertyQuery } from '../api.ts';
import type { Property } from '../api.ts';
import { ContactBox } from '../components/ContactBox.tsx';
import { Gallery } from '../../../ui/Gallery.tsx';
import { NearMap } from '../components/NearMap.tsx';
import { PropertyFacts } from '../components/PropertyFacts.tsx';
import { RentalsNotFound } from '../components/RentalsNotFound.tsx';
import { useRentalsFormat } from '../format.ts';
import { metaDescription } from '../text.ts';
import { PageContainer } from '../../../ui/PageContainer.tsx';
import { Breadcrumbs } from '../../../ui/Breadcrumbs.tsx';
import rentals from '../rentals.module.css';
import styles from './PropertyPage.module.css';

/** The photo: the page's width on a phone, about 60 % of it beside the details from 56em. */
const GALLERY_SIZES = '(min-width: 56em) 44rem, 100vw';

function Location({ property }: { property: Property }) {
  const { t } = useTranslation();
  const format = useRentalsFormat();
  const { gpsCoordinates } = property;
  const points = useMemo(
    () =>
      gpsCoordinates
        ? [
            {
              id: property.id,
              ...gpsCoordinates,
              label: format.money(property.price),
              title: property.title,
              details: t('rentals-place', { district: property.district.name, city: property.city.name }),
              href: hrefFor('SinglePropertyPage', { id: property.id }),
            },
          ]
        : [],
    [gpsCoordinates, property, format, t],
  );
  if (points.length === 0) return null;
  return (
    <section aria-labelledby="property-location" className={styles.section}>
      <h2 id="property-location" className={styles.sectionTitle}>
        {t('rentals-location')}
      </h2>
      <p className={rentals.muted}>{t('rentals-place', { district: property.district.name, city: property.city.name })}</p>
      <NearMap points={points} label={t('rentals-map-of', { title: property.title })} />
    </section>
  );
}

/** What a move-in plan keeps of the property (decision 0031). */
function moveFacts(property: Property) {
  const { id, type, area, bedrooms, bathrooms, propertyAdvantages } = property;
  return { id, cityId: property.city.id, type, area, bedrooms, bathrooms, propertyAdvantages };
}

function PropertyDetails({ property }: { property: Property }) {
  const { t } = useTranslation();
  const { open } = useModals();
  const format = useRentalsFormat();
  const place = t('rentals-place', { district: property.district.name, city: property.city.name });
  // Only the facts that fit the kind of home (domain/propertyFacts.ts).
  const kind = propertyTypeFacts(property.type);
  const floor = kind.floor ? format.floor(property.floor, property.totalFloors) : null;
  return (
    <article>
      <PageTitle title={property.title} description={metaDescription(`${format.perMonth(property.price)} · ${place}. ${property.description}`)} />
      <Breadcrumbs
        trail={[
          { label: t('page-title-PropertySearchPage'), to: hrefFor('PropertySearchPage') },
          { label: property.city.name, to: hrefFor('PropertySearchPage', {}, { city: String(property.city.id) }) },
        ]}
        current={property.title}
      />
      <div className={styles.top}>
        <Gallery images={property.images} title={property.title} sizes={GALLERY_SIZES} />
        <div className={styles.summary}>
          <h1 className={styles.title}>{property.title}</h1>
          <p className={styles.place}>{place}</p>
          <p className={styles.price}>
            <span className={styles.rent}>{format.perMonth(property.price)}</span>
            <span className={styles.perMetre}>{format.perSquareMetre(property.price, property.area)}</span>
          </p>
          <ul className={styles.keyFacts} aria-label={t('rentals-card-facts')}>
            <li>{format.area(property.area)}</li>
            <li>{t(`property-type-${property.type}`)}</li>
            {kind.bedrooms && property.bedrooms > 0 && <li>{t('rentals-bedrooms', { count: property.bedrooms })}</li>}
            {floor && <li>{floor}</li>}
            {property.petFriendly && <li>{t('rentals-pets-allowed')}</li>}
          </ul>
          <ContactBox property={property}>
            <Button size="large" fullWidth onClick={() => open('propertyViewRequest', { propertyId: property.id })}>
              {t('rentals-request-viewing')}
            </Button>
          </ContactBox>
          <Button size="large" fullWidth theme="outline-orange" onClick={() => open('moveStart', { kind: 'property', title: property.title, property: moveFacts(property) })}>
            {t('move-start-button')}
          </Button>
        </div>
      </div>
      <div className={styles.body}>
        <section aria-labelledby="property-description" className={styles.section}>
          <h2 id="property-description" className={styles.sectionTitle}>
            {t('rentals-description')}
          </h2>
          {property.description.split(/\n{2,}/).map((paragraph, index) => (
            <p key={index} className={styles.paragraph}>
              {paragraph}
            </p>
          ))}
        </section>
        <div className={styles.section}>
          <PropertyFacts property={property} />
        </div>
        <Location property={property} />
      </div>
    </article>
  );
}

/** The property, asked for before the page renders when it is the first page of a visit. */
export function prefetch({ params, dispatch }: PageAddress): void {
  const id = routeId(params.id);
  if (id !== null) dispatch(rentalsApi.util.prefetch('getProperty', { id }, {}));
}

export default function PropertyPage() {
  const id = routeId(useParams().id);
  const property = useGetPropertyQuery({ id: id ?? 0 }, { skip: id === null });
  if (id === null || isNotFound(property.error)) return <RentalsNotFound />;
  return (
    <PageContainer>
      <QueryResult query={property}>{(data) => <PropertyDetails property={data} />}</QueryResult>
    </PageContainer>
  );
}
