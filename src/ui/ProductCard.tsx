/**
 * One product in a list (the shop's category, vendor and home pages): picture, title and vendor
 * (links), the price with VAT (the net price beside it), the stock, "add to cart" (off when out of
 * stock, refused beyond the stock) and the favorite toggle. Adding
 * goes through the cart slice, which applies the domain's rules (domain/cart.ts); a refusal
 * (e.g. the 101st unit) shows the message of product §5, translated, under the button.
 */
import { useState } from 'react';
import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CartProductInput } from '../../domain/cart.ts';
import { PRODUCT_CARD_SIZES } from '../../domain/images.ts';
import { hrefFor } from '../../domain/routes.ts';
import { addToCart, selectCartQuantityOf } from '../store/cartSlice.ts';
import { useAppDispatch, useAppSelector } from '../store/hooks.ts';
import { Button } from './Button.tsx';
import { FavoriteToggle } from './FavoriteToggle.tsx';
import { ImagePlaceholder } from './ImagePlaceholder.tsx';
import { Price } from './Price.tsx';
import { ResponsiveImage } from './ResponsiveImage.tsx';
import { StockLabel } from './StockLabel.tsx';
import type { ImageSource } from './ResponsiveImage.tsx';
import { translateMessage } from './translateMessage.ts';
import styles from './ProductCard.module.css';

/** What a card shows and puts in the cart: a product of the contract, with its vendor and pictures. */
export interface ProductCardProduct extends CartProductInput {
  id: number;
  vendor: { id: number; name: string; deliveryPrice?: number | null };
  /** Its stored pictures (the first is the card's), when known; else `image`. */
  images?: readonly ImageSource[];
  /** Units in stock: a cart holds at most these. */
  stock: number;
}

/** The card's picture: the first stored one (both copies, for srcset), else the main image's URL. */
export function cardPicture(product: Pick<ProductCardProduct, 'image' | 'images'>): ImageSource | null {
  return product.images?.[0] ?? (product.image ? { url: product.image, thumbnailUrl: product.image } : null);
}

/**
 * A click handler that ignores the further clicks of a double-click (`detail` counts them), so a
 * double-click on "add to cart" adds once; a key press (detail 0) always counts.
 */
export function ignoringDoubleClick(handler: () => void): (event: MouseEvent) => void {
  return (event) => {
    if (event.detail <= 1) handler();
  };
}

export interface ProductCardProps {
  product: ProductCardProduct;
  /** The heading level of the title inside its list (2 under the page's h1, 3 under a section's h2). */
  headingLevel?: 2 | 3;
  /** In the first screenful of its page: the picture loads at once (it may be the largest paint). */
  firstInView?: boolean;
}

export function ProductCard({ product, headingLevel = 2, firstInView = false }: ProductCardProps) {
  const translator = useTranslation();
  const { t } = translator;
  const dispatch = useAppDispatch();
  const inCart = useAppSelector(selectCartQuantityOf(product.id));
  const [error, setError] = useState<string | null>(null);
  const href = hrefFor('SingleProductPage', { id: product.id });
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const picture = cardPicture(product);

  const add = (): void => {
    if (inCart + 1 > product.stock) setError(t('stock-limit', { count: product.stock }));
    else setError(dispatch(addToCart(product, 1)));
  };

  return (
    <article className={styles.card}>
      <Link to={href} className={styles.imageLink} tabIndex={-1} aria-hidden="true">
        {picture ? (
          <ResponsiveImage image={picture} alt="" sizes={PRODUCT_CARD_SIZES} priority={firstInView} className={styles.image} />
        ) : (
          <ImagePlaceholder className={styles.noImage} />
        )}
      </Link>
      <div className={styles.body}>
        <Heading className={styles.title}>
          <Link to={href}>{product.title}</Link>
        </Heading>
        <Link to={hrefFor('SingleVendor', { id: product.vendor.id })} className={styles.vendor}>
          {product.vendor.name}
        </Link>
        <Price price={product.price} promoPrice={product.promoPrice} />
        <StockLabel stock={product.stock} />
        <div className={styles.actions}>
          <Button size="small" fullWidth disabled={product.stock <= 0} onClick={ignoringDoubleClick(add)} aria-describedby={error ? `product-${product.id}-error` : undefined}>
            {inCart > 0 ? t('product-add-more', { count: inCart }) : t('product-add-to-cart')}
          </Button>
        </div>
        {error && (
          <p id={`product-${product.id}-error`} role="alert" className={styles.error}>
            {translateMessage(translator, error)}
          </p>
        )}
      </div>
      {/* Shown over the picture's corner (so the actions fit a phone's two columns), read after them. */}
      <div className={styles.favorite}>
        <FavoriteToggle item={{ id: product.id, type: 'product', title: product.title, image: product.image ?? null, price: product.promoPrice ?? product.price }} />
      </div>
    </article>
  );
}
