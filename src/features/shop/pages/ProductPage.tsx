/**
 * SingleProductPage (/produkt/:id, product §2, 5, 9): the pictures, the price with VAT (promo and old price,
 * the net price beside), the vendor, the stock, a quantity of 1–100 within the stock and "add to cart" (the cart's rules answer the
 * messages of product §5, translated), the favorite toggle and the description. The document title and
 * description come from the product.
 */
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CART_MAX_QUANTITY } from '../../../../domain/constants.ts';
import { cartLimitOf } from '../../../../domain/products.ts';
import { hrefFor } from '../../../../domain/routes.ts';
import { addToCart, selectCartQuantityOf } from '../../../store/cartSlice.ts';
import { useAppDispatch, useAppSelector } from '../../../store/hooks.ts';
import { Button } from '../../../ui/Button.tsx';
import { FavoriteToggle } from '../../../ui/FavoriteToggle.tsx';
import type { PageAddress } from '../../../layout/lazyPage.tsx';
import { PageTitle } from '../../../ui/PageTitle.tsx';
import { StockLabel } from '../../../ui/StockLabel.tsx';
import { Price } from '../../../ui/Price.tsx';
import { cardPicture, ignoringDoubleClick } from '../../../ui/ProductCard.tsx';
import type { ImageSource } from '../../../ui/ResponsiveImage.tsx';
import { useMoney } from '../../../ui/useMoney.ts';
import { translateMessage } from '../../../ui/translateMessage.ts';
import { catalogueApi, useGetProductQuery } from '../../../api/catalogue.ts';
import type { Product } from '../../../api/catalogue.ts';
import { NotFoundNotice } from '../components/NotFoundNotice.tsx';
import { QuantityStepper } from '../components/QuantityStepper.tsx';
import { QueryResult, isNotFound } from '../../../layout/StatusViews.tsx';
import { routeId } from '../../../../domain/routes.ts';
import { PageContainer } from '../../../ui/PageContainer.tsx';
import { Breadcrumbs } from '../../../ui/Breadcrumbs.tsx';
import { Gallery } from '../../../ui/Gallery.tsx';
import { ImagePlaceholder } from '../../../ui/ImagePlaceholder.tsx';
import styles from './ProductPage.module.css';

/** The page's meta description: the start of the product's description, on one line. */
export function metaDescription(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}

/** The main picture: half the page beside the details from 56em, the whole width below. */
const GALLERY_SIZES = '(min-width: 56em) 50vw, 100vw';

/** The product's pictures, or else the one its card shows (an imported product's address). */
function pictures(product: Product): readonly ImageSource[] {
  const card = cardPicture(product);
  return product.images.length > 0 ? product.images : card ? [card] : [];
}

function AddToCart({ product }: { product: Product }) {
  const translator = useTranslation();
  const { t } = translator;
  const dispatch = useAppDispatch();
  const inCart = useAppSelector(selectCartQuantityOf(product.id));
  const [quantity, setQuantity] = useState(1);
  const [outcome, setOutcome] = useState<{ error: string } | { added: number } | null>(null);
  const soldOut = product.stock <= 0;

  const add = (): void => {
    // Beyond the stock (with what the cart holds) nothing is added: the buyer is told how many there are
    // (beyond the cart's 100, the cart's own message of product §5).
    const wanted = inCart + quantity;
    const overStock = wanted > product.stock && wanted <= CART_MAX_QUANTITY;
    const error = overStock ? t('stock-limit', { count: product.stock }) : dispatch(addToCart(product, quantity));
    setOutcome(error === null ? { added: quantity } : { error });
  };

  return (
    <div className={styles.buy}>
      <StockLabel stock={product.stock} />
      <div className={styles.buyRow}>
        <QuantityStepper
          max={Math.max(cartLimitOf(product.stock), 1)}
          value={quantity}
          onChange={(value) => {
            setQuantity(value);
            setOutcome(null);
          }}
          label={t('quantity-of', { title: product.title })}
          describedBy={outcome && 'error' in outcome ? 'add-to-cart-error' : undefined}
        />
        <Button size="large" disabled={soldOut} onClick={ignoringDoubleClick(add)}>
          {t('product-add-to-cart')}
        </Button>
      </div>
      <FavoriteToggle
        withLabel
        item={{ id: product.id, type: 'product', title: product.title, image: product.image, price: product.promoPrice ?? product.price }}
      />
      {outcome && 'error' in outcome && (
        <p id="add-to-cart-error" role="alert" className={styles.error}>
          {translateMessage(translator, outcome.error)}
        </p>
      )}
      <p role="status" className={styles.added}>
        {outcome && 'added' in outcome && (
          <>
            {t('product-added', { count: outcome.added })} <Link to={hrefFor('Cart')}>{t('product-go-to-cart')}</Link>
          </>
        )}
        {!outcome && inCart > 0 && t('product-in-cart', { count: inCart })}
      </p>
    </div>
  );
}

function ProductDetails({ product }: { product: Product }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <article className={styles.product}>
      <PageTitle title={product.title} description={metaDescription(product.description)} />
      <Breadcrumbs
        trail={[
          { label: t('header-shop'), to: hrefFor('Marketplace') },
          ...(product.categories[0] ? [{ label: product.categories[0].name, to: hrefFor('MarketplaceCategoryPage', { id: product.categories[0].id }) }] : []),
        ]}
        current={product.title}
        className={styles.breadcrumbs}
      />
      {pictures(product).length > 0 ? (
        <Gallery images={pictures(product)} title={product.title} sizes={GALLERY_SIZES} />
      ) : (
        <ImagePlaceholder />
      )}
      <div className={styles.summary}>
        <h1 className={styles.title}>{product.title}</h1>
        <p className={styles.vendor}>
          {t('product-sold-by')} <Link to={hrefFor('SingleVendor', { id: product.vendor.id })}>{product.vendor.name}</Link>
        </p>
        <Price price={product.price} promoPrice={product.promoPrice} size="large" />
        <p className={styles.delivery}>
          {product.vendor.deliveryPrice ? t('product-delivery', { price: money(product.vendor.deliveryPrice) }) : t('product-free-delivery')}
        </p>
        <AddToCart product={product} />
      </div>
      <section className={styles.description} aria-labelledby="product-description">
        <h2 id="product-description">{t('product-description')}</h2>
        {product.description.split(/\n{2,}/).map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </section>
    </article>
  );
}

/** The product, asked for before the page renders when it is the first page of a visit. */
export function prefetch({ params, dispatch }: PageAddress): void {
  const id = routeId(params.id);
  if (id !== null) dispatch(catalogueApi.util.prefetch('getProduct', { id }, {}));
}

export default function ProductPage() {
  const id = routeId(useParams().id);
  const product = useGetProductQuery({ id: id ?? 0 }, { skip: id === null });
  if (id === null || isNotFound(product.error)) return <NotFoundNotice />;
  return (
    <PageContainer>
      <QueryResult query={product}>{(data) => <ProductDetails product={data} />}</QueryResult>
    </PageContainer>
  );
}
