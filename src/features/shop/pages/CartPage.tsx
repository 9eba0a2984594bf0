/**
 * Cart (/kolichka, product §2, 3, 4, 5; product §10 "Money"): the cart grouped by vendor, each group
 * with its subtotal, VAT 20 %, delivery and total, then the grand total, all from the domain's
 * cart (src/store/cartSlice.ts); each line shows its price with VAT, its share of the group's total (domain grossLineTotals). Quantities change within 1–100 and lines can be removed. The
 * checkout form sends the order (POST /api/order); the confirmation shows the order number and
 * the server's totals. The cart empties only when the order is placed; a failure keeps the cart
 * and the form as they were and says why.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Form, Formik } from 'formik';
import type { FormikHelpers } from 'formik';
import { vendorGroupTotal, deliveryOf } from '../../../../domain/cart.ts';
import type { CartLine, CartVendorGroup } from '../../../../domain/cart.ts';
import { CART_MAX_QUANTITY } from '../../../../domain/constants.ts';
import { grossOf } from '../../../../domain/money.ts';
import { cartLimitOf, stockLevel } from '../../../../domain/products.ts';
import { hrefFor } from '../../../../domain/routes.ts';
import { checkoutInitialValues, checkoutSchema } from '../../../../domain/validation/checkout.ts';
import type { CheckoutFormValues } from '../../../../domain/validation/checkout.ts';
import { catalogueApi, useGetProductQuery } from '../../../api/catalogue.ts';
import { useListCitiesQuery } from '../../../api/locations.ts';
import { useAuth } from '../../../machines/AppMachines.tsx';
import { fieldErrorsOf, serverMessage } from '../../../api/errors.ts';
import { changeQuantity, clearCart, fitToStock, removeFromCart, selectCart, selectCartLines } from '../../../store/cartSlice.ts';
import { useAppDispatch, useAppSelector } from '../../../store/hooks.ts';
import { Button } from '../../../ui/Button.tsx';
import { FillContactFromUser } from '../../../ui/FillContactFromUser.tsx';
import { FocusFirstError } from '../../../ui/formErrors.tsx';
import { ImagePlaceholder } from '../../../ui/ImagePlaceholder.tsx';
import { PageTitle } from '../../../ui/PageTitle.tsx';
import { SelectField } from '../../../ui/SelectField.tsx';
import { StockLabel } from '../../../ui/StockLabel.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { translateMessage } from '../../../ui/translateMessage.ts';
import { useMoney } from '../../../ui/useMoney.ts';
import { useCreateOrderMutation } from '../api.ts';
import type { Order, StockShortage } from '../api.ts';
import { checkoutErrorsFromServer, stockShortagesOf, toOrderInput } from '../checkout.ts';
import { OrderTotals } from '../components/OrderTotals.tsx';
import { QuantityStepper } from '../components/QuantityStepper.tsx';
import { Empty } from '../../../layout/StatusViews.tsx';
import { PageContainer } from '../../../ui/PageContainer.tsx';
import shop from '../shop.module.css';
import styles from './CartPage.module.css';

function CartLineRow({ line, refused }: { line: CartLine; refused: boolean }) {
  const translator = useTranslation();
  const { t } = translator;
  const money = useMoney();
  const dispatch = useAppDispatch();
  const [error, setError] = useState<string | null>(null);
  const { product } = line;
  // The product as it is now, in the current language: its title and stock (the cart keeps what it was when added).
  const current = useGetProductQuery({ id: product.id }).data;
  const stock = current?.stock;
  const title = current?.title ?? product.title;
  const errorId = `cart-line-${product.id}-error`;
  const change = (quantity: number): void => {
    // Beyond the cart's 100 the cart's own message (product §5) stands; below it, the stock's.
    const overStock = stock !== undefined && quantity > stock && quantity <= CART_MAX_QUANTITY;
    setError(overStock ? t('stock-limit', { count: stock }) : dispatch(changeQuantity(product.id, quantity)));
  };
  return (
    <li className={styles.line}>
      {product.image ? <img src={product.image} alt="" width={96} height={72} className={styles.lineImage} loading="lazy" /> : <ImagePlaceholder className={styles.lineImage} />}
      <div className={styles.lineText}>
        <Link to={hrefFor('SingleProductPage', { id: product.id })} className={styles.lineTitle}>
          {title}
        </Link>
        <span className={styles.unit}>{t('cart-unit-price', { price: money(grossOf(line.unitPrice)) })}</span>
        {stock !== undefined && stockLevel(stock).kind !== 'in' && <StockLabel stock={stock} />}
        {stock !== undefined && stock > 0 && product.quantity > stock && <span className={styles.lineError}>{t('stock-limit', { count: stock })}</span>}
        {refused && <span className={styles.lineError}>{t('cart-line-refused')}</span>}
        {error && (
          <span id={errorId} role="alert" className={styles.lineError}>
            {translateMessage(translator, error)}
          </span>
        )}
      </div>
      <div className={styles.lineQuantity}>
        <QuantityStepper
          value={product.quantity}
          max={stock === undefined ? undefined : Math.max(cartLimitOf(stock), 1)}
          label={t('quantity-of', { title })}
          describedBy={error ? errorId : undefined}
          onChange={change}
        />
      </div>
      <span className={styles.lineTotal}>{money(line.grossTotal)}</span>
      <div className={styles.lineRemove}>
        <Button size="small" theme="outline-grey" onClick={() => dispatch(removeFromCart(product.id))} aria-label={t('cart-remove', { title })}>
          {t('cart-remove-short')}
        </Button>
      </div>
    </li>
  );
}

function Row({ label, amount, strong = false }: { label: string; amount: number; strong?: boolean }) {
  const money = useMoney();
  return (
    <div className={strong ? styles.totalRow : styles.row}>
      <dt>{label}</dt>
      <dd>{money(amount)}</dd>
    </div>
  );
}

function VendorGroup({ group, lines, refused }: { group: CartVendorGroup; lines: CartLine[]; refused: Set<number> }) {
  const { t } = useTranslation();
  const money = useMoney();
  const delivery = deliveryOf(group.vendor);
  // The shop's name in the current language, from one of its products as it is now.
  const first = lines[0]?.product.id;
  const vendorName = useGetProductQuery({ id: first ?? 0 }, { skip: first === undefined }).data?.vendor.name ?? group.vendor.name;
  return (
    <section className={styles.group} aria-labelledby={`vendor-${group.vendor.id}`}>
      <h2 id={`vendor-${group.vendor.id}`} className={styles.groupTitle}>
        <Link to={hrefFor('SingleVendor', { id: group.vendor.id })}>{vendorName}</Link>
      </h2>
      <ul className={styles.lines}>
        {lines.map((line) => (
          <CartLineRow key={line.product.id} line={line} refused={refused.has(line.product.id)} />
        ))}
      </ul>
      <dl className={styles.sums}>
        <Row label={t('cart-subtotal')} amount={group.totalAmount} />
        <Row label={t('cart-vat')} amount={group.totalTaxes} />
        <div className={styles.row}>
          <dt>{t('cart-delivery')}</dt>
          <dd>{delivery === 0 ? t('cart-delivery-free') : money(delivery)}</dd>
        </div>
        <Row label={t('cart-vendor-total')} amount={vendorGroupTotal(group)} strong />
      </dl>
    </section>
  );
}

/** What a checkout refused for stock names, in words: "Sofa Oslo: only 3 left". */
function Shortages({ shortages }: { shortages: readonly StockShortage[] }) {
  const { t } = useTranslation();
  const lines = useAppSelector(selectCartLines);
  return (
    <>
      <p>{t('checkout-shortages')}</p>
      <ul className={styles.shortages}>
        {shortages.map(({ productId, title, available }) => {
          // A product gone meanwhile has no title from the server: the cart's.
          const name = title || (lines.find((line) => line.product.id === productId)?.product.title ?? '');
          return <li key={productId}>{available > 0 ? t('checkout-shortage', { title: name, count: available }) : t('checkout-sold-out', { title: name })}</li>;
        })}
      </ul>
    </>
  );
}

function Checkout({ onPlaced, onRefused }: { onPlaced: (order: Order) => void; onRefused: (productIds: number[]) => void }) {
  const translator = useTranslation();
  const { t } = translator;
  const cart = useAppSelector(selectCart);
  const lines = useAppSelector(selectCartLines);
  const dispatch = useAppDispatch();
  const { user } = useAuth();
  const cities = useListCitiesQuery();
  const [createOrder] = useCreateOrderMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const [shortages, setShortages] = useState<StockShortage[]>([]);
  const initialValues: CheckoutFormValues = { ...checkoutInitialValues, name: user?.name ?? '', email: user?.email ?? '', phone: user?.phone ?? '' };

  const submit = async (values: CheckoutFormValues, helpers: FormikHelpers<CheckoutFormValues>): Promise<void> => {
    setFailure(null);
    setShortages([]);
    try {
      const order = await createOrder({ orderInput: toOrderInput(cart, values) }).unwrap();
      dispatch(clearCart());
      onPlaced(order);
    } catch (error) {
      const { fields, lines: refusedLines } = checkoutErrorsFromServer(fieldErrorsOf(error));
      helpers.setErrors(fields);
      helpers.setTouched(Object.fromEntries(Object.keys(fields).map((field) => [field, true])), false);
      onRefused(refusedLines.flatMap((index) => (lines[index] ? [lines[index].product.id] : [])));
      const short = stockShortagesOf(error);
      setShortages(short);
      // The cart's lines read the stock again.
      if (short.length > 0) dispatch(catalogueApi.util.invalidateTags(short.map((item) => ({ type: 'Product' as const, id: item.productId }))));
      const message = serverMessage(error);
      setFailure(
        message
          ? translateMessage(translator, message)
          : refusedLines.length > 0
            ? t('checkout-lines-refused')
            : Object.keys(fields).length > 0
              ? t('error-please-fulfill-all-fields-with-valid-data')
              : t('error-please-try-again-later'),
      );
    }
  };

  return (
    <section className={styles.checkout} aria-labelledby="checkout-title">
      <h2 id="checkout-title">{t('checkout-title')}</h2>
      <Formik initialValues={initialValues} validationSchema={checkoutSchema} onSubmit={submit}>
        {({ isSubmitting }) => (
          <Form noValidate className={styles.form}>
            <FocusFirstError />
            <FillContactFromUser user={user} />
            <TextField name="name" label={t('checkout-name')} autoComplete="name" required />
            <TextField name="phone" type="tel" label={t('checkout-phone')} required />
            <TextField name="email" type="email" label={t('checkout-email')} required />
            <SelectField
              name="cityId"
              label={t('checkout-city')}
              emptyLabel={cities.isError ? t('checkout-cities-failed') : t('checkout-choose-city')}
              options={(cities.data ?? []).map((city) => ({ value: String(city.id), label: city.name }))}
              required
            />
            <TextField name="street" label={t('checkout-street')} autoComplete="street-address" required />
            <TextField name="note" label={t('checkout-note')} />
            {failure && (
              <div role="alert" className={styles.failure}>
                <p>{failure}</p>
                {shortages.length > 0 && <Shortages shortages={shortages} />}
              </div>
            )}
            {shortages.length > 0 && (
              <Button
                theme="outline-orange"
                onClick={() => {
                  dispatch(fitToStock(shortages));
                  setShortages([]);
                  setFailure(null);
                }}
              >
                {t('checkout-fix-cart')}
              </Button>
            )}
            <Button type="submit" size="large" theme="solid-green" loading={isSubmitting} fullWidth>
              {t('checkout-place-order')}
            </Button>
          </Form>
        )}
      </Formik>
    </section>
  );
}

function Confirmation({ order }: { order: Order }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  return (
    <PageContainer>
      <PageTitle title={t('order-placed-title')} />
      <section className={styles.confirmation} aria-labelledby="order-placed">
        <h1 id="order-placed" className={styles.confirmationTitle}>
          {t('order-placed-title')}
        </h1>
        <p className={styles.orderNumber}>{t('order-placed-number', { id: order.id })}</p>
        <p>{t('order-placed-text', { email: order.contact.email })}</p>
        <p>{t('cart-products-count', { count: order.totalProductCount })}</p>
        {/* The server's totals: it priced the order. */}
        <OrderTotals order={order} />
        {/* A signed-in buyer follows it on the order page; a visitor by the private link of the e-mail. */}
        <p>{user ? <Link to={hrefFor('OrderTracking', { id: order.id })}>{t('order-placed-follow')}</Link> : t('order-placed-follow-by-mail')}</p>
        <p className={styles.continue}>
          <Link to={hrefFor('Marketplace')}>{t('continue-shopping')}</Link>
        </p>
      </section>
    </PageContainer>
  );
}

export default function CartPage() {
  const { t } = useTranslation();
  const cart = useAppSelector(selectCart);
  const lines = useAppSelector(selectCartLines);
  const [placed, setPlaced] = useState<Order | null>(null);
  const [refused, setRefused] = useState<Set<number>>(new Set());

  if (placed) return <Confirmation order={placed} />;

  const title = t('page-title-Cart');
  const groups = Object.values(cart.vendors);
  const totalTaxes = groups.reduce((sum, group) => sum + group.totalTaxes, 0);
  const totalProducts = groups.reduce((sum, group) => sum + group.totalAmount, 0);

  return (
    <PageContainer>
      <PageTitle title={title} />
      <header className={shop.header}>
        <h1 className={shop.title}>{title}</h1>
      </header>
      {groups.length === 0 ? (
        <Empty action={<Link to={hrefFor('Marketplace')}>{t('continue-shopping')}</Link>}>{t('error-message-empty-cart')}</Empty>
      ) : (
        <div className={styles.layout}>
          <div className={styles.groups}>
            {groups.map((group) => (
              <VendorGroup
                key={group.vendor.id}
                group={group}
                lines={lines.filter((line) => line.vendor.id === group.vendor.id)}
                refused={refused}
              />
            ))}
          </div>
          <div className={styles.side}>
            <section className={styles.summary} aria-labelledby="cart-summary">
              <h2 id="cart-summary">{t('cart-summary')}</h2>
              <p className={styles.count}>{t('cart-products-count', { count: cart.totalProductCount })}</p>
              <dl className={styles.sums}>
                <Row label={t('cart-subtotal')} amount={totalProducts} />
                <Row label={t('cart-vat')} amount={totalTaxes} />
                <Row label={t('cart-delivery-total')} amount={cart.totalDeliveryAmount} />
                <Row label={t('cart-grand-total')} amount={cart.totalOrderAmount} strong />
              </dl>
            </section>
            <Checkout onPlaced={setPlaced} onRefused={(ids) => setRefused(new Set(ids))} />
          </div>
        </div>
      )}
    </PageContainer>
  );
}
