/**
 * FavoriteProducts (/lyubimi, product §2, 3): the products kept in the favorites (browser storage),
 * each linking to its page, where it can go to the cart, and removable here.
 */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { hrefFor } from '../../../../domain/routes.ts';
import { selectFavoritesList } from '../../../store/favoritesSlice.ts';
import { useAppSelector } from '../../../store/hooks.ts';
import { FavoriteToggle } from '../../../ui/FavoriteToggle.tsx';
import { ImagePlaceholder } from '../../../ui/ImagePlaceholder.tsx';
import { PageTitle } from '../../../ui/PageTitle.tsx';
import { Price } from '../../../ui/Price.tsx';
import { Empty } from '../../../layout/StatusViews.tsx';
import { PageContainer } from '../../../ui/PageContainer.tsx';
import shop from '../shop.module.css';
import styles from './FavoritesPage.module.css';

const selectProductFavorites = selectFavoritesList('product');

export default function FavoritesPage() {
  const { t } = useTranslation();
  const favorites = useAppSelector(selectProductFavorites);
  const title = t('page-title-FavoriteProducts');
  return (
    <PageContainer>
      <PageTitle title={title} />
      <header className={shop.header}>
        <h1 className={shop.title}>{title}</h1>
      </header>
      {favorites.length === 0 ? (
        <Empty action={<Link to={hrefFor('Marketplace')}>{t('continue-shopping')}</Link>}>{t('favorites-empty')}</Empty>
      ) : (
        <ul className={shop.grid}>
          {favorites.map((item) => (
            <li key={item.id}>
              <article className={styles.item}>
                {item.image ? <img src={item.image} alt="" loading="lazy" decoding="async" className={styles.image} /> : <ImagePlaceholder className={styles.image} />}
                <div className={styles.body}>
                  <h2 className={styles.title}>
                    <Link to={hrefFor('SingleProductPage', { id: item.id })}>{item.title}</Link>
                  </h2>
                  {item.price != null && <Price price={item.price} className={styles.price} />}
                  <FavoriteToggle item={item} />
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
    </PageContainer>
  );
}
