/** A product category in a grid (room categories, promo categories, the home page): picture, name, product count. */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { hrefFor } from '../../../../domain/routes.ts';
import styles from './CategoryCard.module.css';

export interface CategoryCardCategory {
  id: number;
  name: string;
  image: string | null;
  productCount: number;
}

export interface CategoryCardProps {
  category: CategoryCardCategory;
  /** Open the category with only its products on promotion (the promo pages). */
  promo?: boolean;
  headingLevel?: 2 | 3;
}

export function CategoryCard({ category, promo = false, headingLevel = 2 }: CategoryCardProps) {
  const { t } = useTranslation();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const href = hrefFor('MarketplaceCategoryPage', { id: category.id }, promo ? { promo: '1' } : undefined);
  return (
    <Link to={href} className={styles.card}>
      {category.image ? (
        <img src={category.image} alt="" loading="lazy" decoding="async" width={400} height={300} className={styles.image} />
      ) : (
        <span className={styles.image} />
      )}
      <span className={styles.text}>
        <Heading className={styles.name}>{category.name}</Heading>
        <span className={styles.count}>{t('category-product-count', { count: category.productCount })}</span>
      </span>
    </Link>
  );
}
