/**
 * One flatmate offer in the search: its cover photo, the premium mark of a promoted one
 * (docs/decisions/0020), title (the link), monthly price, place, when the room is free and how
 * many flatmates are wanted; "New" when a saved search opened the page for it.
 */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { hrefFor } from '../../../../domain/routes.ts';
import { Pill } from '../../../ui/Pill.tsx';
import { PremiumBadge } from '../../../ui/PremiumBadge.tsx';
import { ResponsiveImage } from '../../../ui/ResponsiveImage.tsx';
import type { TenantOffer } from '../api.ts';
import { useOfferWords } from '../useOfferWords.ts';
import styles from '../roommates.module.css';

/** A card is a phone's width, half a tablet's, or a third of the results from a desktop on. */
const CARD_SIZES = '(min-width: 72em) 18rem, (min-width: 30em) 50vw, 100vw';

export interface OfferCardProps {
  offer: TenantOffer;
  /** When the offer was asked for (ms, askedAt), which "free now" is read against. */
  asOf: number;
  firstInView?: boolean;
  /** New to the saved search that opened the page (docs/decisions/0030). */
  isNew?: boolean;
}

export function OfferCard({ offer, asOf, firstInView = false, isNew = false }: OfferCardProps) {
  const { t } = useTranslation();
  const words = useOfferWords();
  const href = hrefFor('SingleRoommateOffer', { id: offer.id });
  const cover = offer.images[0];
  return (
    <article className={styles.card} data-premium={offer.premium}>
      <div className={styles.cardMedia}>
        <Link to={href} className={styles.imageLink} tabIndex={-1} aria-hidden="true">
          {cover ? (
            <ResponsiveImage image={cover} alt="" sizes={CARD_SIZES} priority={firstInView} className={styles.cardImage} />
          ) : (
            <span className={styles.noImage} />
          )}
        </Link>
        {offer.premium && <PremiumBadge overlay>{t('roommates-premium-badge')}</PremiumBadge>}
      </div>
      <div className={styles.cardBody}>
        {isNew && (
          <Pill tone="green" className={styles.newMark}>
            {t('listing-new')}
          </Pill>
        )}
        <h2 className={styles.cardTitle}>
          <Link to={href}>{offer.title}</Link>
        </h2>
        <p className={styles.price}>
          <strong>{words.price(offer)}</strong>
        </p>
        <p className={styles.place}>{words.place(offer)}</p>
        <p className={styles.meta}>
          {words.available(offer, asOf)} · {words.wanted(offer)}
        </p>
      </div>
    </article>
  );
}
