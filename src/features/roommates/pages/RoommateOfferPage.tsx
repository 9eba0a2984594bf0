/**
 * SingleRoommateOffer (/sakvartiranti/:id, product §2, 3): the offer's photos, its premium mark when
 * it is promoted (docs/decisions/0020), its facts (price,
 * city, university, when the room is free, how many flatmates and whom the poster is looking
 * for), the description as the poster typed it (text, never markup), and the way to write to the
 * poster (the roommateOfferMessage dialog; the poster's address is never shown) and "Moving in here?"
 * (the move feature's moveStart dialog). The poster sees
 * a link to edit instead. The document title and description come from the offer.
 */
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { displayName } from '../../../../domain/text.ts';
import { hrefFor } from '../../../../domain/routes.ts';
import type { PageAddress } from '../../../layout/lazyPage.tsx';
import { routeId } from '../../../../domain/routes.ts';
import { Empty, QueryResult, isNotFound } from '../../../layout/StatusViews.tsx';
import { useAuth, useModals } from '../../../machines/AppMachines.tsx';
import { Button } from '../../../ui/Button.tsx';
import { PageTitle } from '../../../ui/PageTitle.tsx';
import { PremiumBadge } from '../../../ui/PremiumBadge.tsx';
import { roommatesApi, useGetTenantOfferQuery } from '../api.ts';
import type { TenantOffer } from '../api.ts';
import { askedAt, useOfferWords } from '../useOfferWords.ts';
import { PageContainer } from '../../../ui/PageContainer.tsx';
import { Breadcrumbs } from '../../../ui/Breadcrumbs.tsx';
import { Gallery } from '../../../ui/Gallery.tsx';
import styles from '../roommates.module.css';

/** The main photo: three fifths of the page beside the facts from 56em, the whole width below. */
const GALLERY_SIZES = '(min-width: 56em) 60vw, 100vw';

export function prefetch({ params, dispatch }: PageAddress): void {
  const id = routeId(params.id);
  if (id !== null) dispatch(roommatesApi.util.prefetch('getTenantOffer', { id }, {}));
}

/** The page's meta description: the start of the offer's description, on one line. */
function metaDescription(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}

function Offer({ offer, asOf }: { offer: TenantOffer; asOf: number }) {
  const { t } = useTranslation();
  const words = useOfferWords();
  const { user } = useAuth();
  const { open } = useModals();
  const mine = user?.id === offer.owner.id;
  const poster = displayName(offer.owner.name);
  return (
    <PageContainer as="article">
      <PageTitle title={offer.title} description={metaDescription(offer.description)} />
      <Breadcrumbs
        trail={[
          { label: t('page-title-SearchRoommateResult'), to: hrefFor('SearchRoommateResult') },
          { label: offer.city.name, to: hrefFor('SearchRoommateResult', {}, { city: String(offer.city.id) }) },
        ]}
        current={offer.title}
        className={styles.breadcrumbs}
      />
      <div className={styles.offer}>
        <Gallery images={offer.images} title={offer.title} sizes={GALLERY_SIZES} className={styles.gallery} />
        <div className={styles.details}>
          <h1 className={styles.offerTitle}>{offer.title}</h1>
          {offer.premium && (
            <p className={styles.premiumLine}>
              <PremiumBadge>{t('roommates-premium-badge')}</PremiumBadge>
            </p>
          )}
          <p className={styles.price}>
            <strong>{words.price(offer)}</strong>
          </p>
          <dl className={styles.facts}>
            <dt>{t('roommates-fact-city')}</dt>
            <dd>{offer.city.name}</dd>
            {offer.university && (
              <>
                <dt>{t('roommates-fact-university')}</dt>
                <dd>{offer.university.name}</dd>
              </>
            )}
            <dt>{t('roommates-fact-available')}</dt>
            <dd>{words.available(offer, asOf)}</dd>
            <dt>{t('roommates-fact-wanted')}</dt>
            <dd>{t('roommates-flatmates', { count: offer.roommatesWanted })}</dd>
            <dt>{t('roommates-fact-gender')}</dt>
            <dd>{words.gender(offer.genderPreference)}</dd>
            <dt>{t('roommates-fact-posted')}</dt>
            <dd>{words.day(offer.createdAt)}</dd>
          </dl>
          <div className={styles.contact}>
            {mine ? (
              <>
                <p>{t('roommates-own-offer')}</p>
                <Link to={hrefFor('EditRoommateOffer', { id: offer.id })} className={styles.primaryLink}>
                  {t('roommates-edit')}
                </Link>
              </>
            ) : (
              <>
                <p>{t('roommates-contact-text', { name: poster })}</p>
                <Button size="large" fullWidth onClick={() => open('roommateOfferMessage')}>
                  {t('roommates-contact-action', { name: poster })}
                </Button>
                <Button
                  size="large"
                  fullWidth
                  theme="outline-orange"
                  onClick={() => open('moveStart', { kind: 'flatmate', title: offer.title, offer: { id: offer.id, cityId: offer.city.id, availableFrom: offer.availableFrom } })}
                >
                  {t('move-start-button')}
                </Button>
              </>
            )}
          </div>
        </div>
        <section className={styles.description} aria-labelledby="roommate-description">
          <h2 id="roommate-description">{t('roommates-description')}</h2>
          <p className={styles.text}>{offer.description}</p>
        </section>
      </div>
    </PageContainer>
  );
}

function NotFound() {
  const { t } = useTranslation();
  return (
    <PageContainer>
      <PageTitle title={t('roommates-not-found-title')} />
      <h1 className={styles.title}>{t('roommates-not-found-title')}</h1>
      <Empty
        action={
          <Link to={hrefFor('SearchRoommateResult')} className={styles.secondaryLink}>
            {t('roommates-back-to-search')}
          </Link>
        }
      >
        {t('roommates-not-found')}
      </Empty>
    </PageContainer>
  );
}

export default function RoommateOfferPage() {
  const { t } = useTranslation();
  const id = routeId(useParams().id);
  const offer = useGetTenantOfferQuery({ id: id ?? 0 }, { skip: id === null });
  if (id === null || isNotFound(offer.error)) return <NotFound />;
  return (
    <>
      {offer.data === undefined && <PageTitle title={t('page-title-SingleRoommateOffer')} />}
      <QueryResult query={offer}>{(data) => <Offer offer={data} asOf={askedAt(offer)} />}</QueryResult>
    </>
  );
}
