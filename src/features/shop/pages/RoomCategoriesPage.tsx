/**
 * MarketplaceProductCategories (/produkti/kategorii?room=…, product §2): the categories of the room
 * the room picker chose (every category without a room), with the other rooms a click away.
 */
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { clsx } from 'clsx';
import { ROOM_PICKER_VALUES, isRoom } from '../../../../domain/constants.ts';
import type { Room } from '../../../../domain/constants.ts';
import { hrefFor } from '../../../../domain/routes.ts';
import type { PageAddress } from '../../../layout/lazyPage.tsx';
import { useModals } from '../../../machines/AppMachines.tsx';
import { PageTitle } from '../../../ui/PageTitle.tsx';
import { catalogueApi, useListProductCategoriesQuery } from '../../../api/catalogue.ts';
import type { ListProductCategoriesApiArg } from '../../../api/catalogue.ts';
import { CategoryCard } from '../components/CategoryCard.tsx';
import { Empty, QueryResult } from '../../../layout/StatusViews.tsx';
import { PageContainer } from '../../../ui/PageContainer.tsx';
import { Breadcrumbs } from '../../../ui/Breadcrumbs.tsx';
import styles from '../shop.module.css';

/** The room the address names (?room=…), when it is one. */
function roomOf(params: URLSearchParams): Room | undefined {
  const room = params.get('room');
  return isRoom(room) ? room : undefined;
}

/** The page's call: the room's categories, or every category without a room (the hook's and the prefetch's). */
const categoriesOf = (room: Room | undefined): ListProductCategoriesApiArg => (room ? { room } : {});

/** The page's call, started before it renders when it is the first page of a visit (lazyPage). */
export function prefetch({ search, dispatch }: PageAddress): void {
  dispatch(catalogueApi.util.prefetch('listProductCategories', categoriesOf(roomOf(search)), {}));
}

export default function RoomCategoriesPage() {
  const { t } = useTranslation();
  const { open } = useModals();
  const [params] = useSearchParams();
  const room = roomOf(params);
  const categories = useListProductCategoriesQuery(categoriesOf(room));
  const title = room ? t(`room-${room}`) : t('page-title-MarketplaceProductCategories');

  return (
    <PageContainer>
      <PageTitle title={title} />
      <header className={styles.header}>
        <Breadcrumbs trail={[{ label: t('header-shop'), to: hrefFor('Marketplace') }]} current={title} />
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.lead}>{room ? t('room-categories-lead') : t('all-categories-lead')}</p>
      </header>

      <nav aria-label={t('room-picker-list-label')}>
        <ul className={styles.rooms}>
          {ROOM_PICKER_VALUES.map((value) => (
            <li key={value}>
              <Link
                to={hrefFor('MarketplaceProductCategories', {}, { room: value })}
                className={clsx(styles.chip, value === room && styles.chipActive)}
                aria-current={value === room ? 'page' : undefined}
              >
                {t(`room-${value}`)}
              </Link>
            </li>
          ))}
          <li>
            <button type="button" className={clsx(styles.chip, styles.pickerButton)} onClick={() => open('roomPicker')}>
              {t('open-room-picker')}
            </button>
          </li>
        </ul>
      </nav>

      <QueryResult
        query={categories}
        isEmpty={(list) => list.length === 0}
        empty={<Empty action={<Link to={hrefFor('Marketplace')}>{t('back-to-shop')}</Link>}>{t('room-categories-empty')}</Empty>}
      >
        {(list) => (
          <ul className={styles.grid}>
            {list.map((category) => (
              <li key={category.id}>
                <CategoryCard category={category} />
              </li>
            ))}
          </ul>
        )}
      </QueryResult>
    </PageContainer>
  );
}
