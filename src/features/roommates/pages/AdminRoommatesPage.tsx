/**
 * AdminRoommates (/profil/sakvartiranti, product §2, 6): a regular user's own flatmate offers,
 * newest first, 10 a page (the page in the URL), each with its page, Edit, Promote (to premium
 * with credits: the credits area's promoteListing dialog, docs/decisions/0020; a premium offer
 * says until when), and Delete after a confirmation that names it. A deleted offer leaves the
 * search at once.
 */
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { USER_ROOMMATE_OFFER_PAGE_SIZE } from '../../../../domain/constants.ts';
import { hrefFor } from '../../../../domain/routes.ts';
import { serverMessage } from '../../../api/errors.ts';
import { Empty, QueryResult } from '../../../layout/StatusViews.tsx';
import { useModals } from '../../../machines/AppMachines.tsx';
import { Button } from '../../../ui/Button.tsx';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { Pagination } from '../../../ui/Pagination.tsx';
import { PremiumBadge } from '../../../ui/PremiumBadge.tsx';
import { ResponsiveImage } from '../../../ui/ResponsiveImage.tsx';
import { translateMessage } from '../../../ui/translateMessage.ts';
import { useDeleteTenantOfferMutation, useListMyTenantOffersQuery } from '../api.ts';
import type { TenantOffer } from '../api.ts';
import { PageHeader } from '../components/PageHeader.tsx';
import { RegularUsersOnly } from '../components/RegularUsersOnly.tsx';
import { pageCount } from '../searchQuery.ts';
import { askedAt, useOfferWords } from '../useOfferWords.ts';
import { PageContainer } from '../../../ui/PageContainer.tsx';
import styles from '../roommates.module.css';

function ConfirmDelete({ offer, onDone }: { offer: TenantOffer; onDone: () => void }) {
  const translator = useTranslation();
  const { t } = translator;
  const { notify } = useModals();
  const [deleteOffer, { isLoading }] = useDeleteTenantOfferMutation();
  const confirm = async (): Promise<void> => {
    try {
      await deleteOffer({ id: offer.id }).unwrap();
      onDone();
      notify('roommates-deleted', 'success');
    } catch (error) {
      onDone();
      const message = serverMessage(error);
      notify(message ? translateMessage(translator, message) : 'error-try-again', 'error');
    }
  };
  return (
    <ConfirmDialog
      title={t('roommates-delete-title')}
      text={t('roommates-delete-text', { title: offer.title })}
      cancelLabel={t('roommates-delete-keep')}
      confirmLabel={t('roommates-delete-confirm')}
      busy={isLoading}
      onConfirm={() => void confirm()}
      onCancel={onDone}
    />
  );
}

function OwnOffer({ offer, asOf, onDelete }: { offer: TenantOffer; asOf: number; onDelete: () => void }) {
  const { t } = useTranslation();
  const { open } = useModals();
  const words = useOfferWords();
  const cover = offer.images[0];
  return (
    <li className={styles.ownItem}>
      {cover ? <ResponsiveImage image={cover} alt="" sizes="7rem" className={styles.ownImage} /> : <span className={styles.ownImage} />}
      <div className={styles.ownBody}>
        <h2>
          <Link to={hrefFor('SingleRoommateOffer', { id: offer.id })}>{offer.title}</Link>
        </h2>
        <p className={styles.price}>{words.price(offer)}</p>
        <p className={styles.place}>
          {words.place(offer)} · {words.available(offer, asOf)}
        </p>
        {offer.premiumUntil !== null && (
          <p className={styles.premiumLine}>
            <PremiumBadge>{words.premiumUntil(offer.premiumUntil)}</PremiumBadge>
          </p>
        )}
      </div>
      <div className={styles.ownActions}>
        <Button
          size="small"
          theme="outline-orange"
          onClick={() => open('promoteListing', { kind: 'tenantOffer', id: offer.id, title: offer.title })}
          aria-label={t('roommates-promote-named', { title: offer.title })}
        >
          {t('roommates-promote')}
        </Button>
        <Link to={hrefFor('EditRoommateOffer', { id: offer.id })} className={styles.smallLink} aria-label={t('roommates-edit-named', { title: offer.title })}>
          {t('roommates-edit')}
        </Link>
        <Button size="small" theme="outline-grey" onClick={onDelete} aria-label={t('roommates-delete-named', { title: offer.title })}>
          {t('roommates-delete')}
        </Button>
      </div>
    </li>
  );
}

function OwnOffers() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const offers = useListMyTenantOffersQuery({ offset: (page - 1) * USER_ROOMMATE_OFFER_PAGE_SIZE, limit: USER_ROOMMATE_OFFER_PAGE_SIZE });
  const [deleting, setDeleting] = useState<TenantOffer | null>(null);
  return (
    <QueryResult
      query={offers}
      isEmpty={(data) => data.items.length === 0 && data.total === 0}
      empty={
        <Empty
          action={
            <Link to={hrefFor('AddRoommate')} className={styles.primaryLink}>
              {t('roommates-post-action')}
            </Link>
          }
        >
          {t('roommates-mine-empty')}
        </Empty>
      }
    >
      {(data) => (
        <>
          <p className={styles.count}>{t('roommates-mine-count', { count: data.total })}</p>
          <ul className={styles.ownList}>
            {data.items.map((offer) => (
              <OwnOffer key={offer.id} offer={offer} asOf={askedAt(offers)} onDelete={() => setDeleting(offer)} />
            ))}
          </ul>
          <Pagination page={page} pages={pageCount(data.total, USER_ROOMMATE_OFFER_PAGE_SIZE)} hrefOf={(n) => (n > 1 ? `?page=${n}` : '?')} />
          {deleting && <ConfirmDelete offer={deleting} onDone={() => setDeleting(null)} />}
        </>
      )}
    </QueryResult>
  );
}

export default function AdminRoommatesPage() {
  const { t } = useTranslation();
  return (
    <PageContainer>
      <PageHeader
        title={t('page-title-AdminRoommates')}
        lead={t('roommates-mine-lead')}
        action={
          <Link to={hrefFor('AddRoommate')} className={styles.primaryLink}>
            {t('roommates-post-action')}
          </Link>
        }
      />
      <RegularUsersOnly>
        <OwnOffers />
      </RegularUsersOnly>
    </PageContainer>
  );
}
