/**
 * The shop cart kept in browser storage (product §3 "Cart", 4 "Cart", 5 "Cart add", 9) with the
 * totals of product §10 "Money". Amounts are integer cents. Every operation returns a new cart
 * and never mutates its arguments; totals are always rebuilt by the one `recompute` below, so a
 * cart coming out of this module is consistent with its lines.
 *
 * Products are keyed by id across the whole cart: a product id appears in at most one vendor
 * group, so `changeQuantity` and `removeFromCart` need only the product id.
 */
import { CART_MAX_QUANTITY, CART_MIN_QUANTITY } from './constants.ts';
import type { Cents } from './money.ts';
import { grossOf, vatOf } from './money.ts';

export interface CartVendor {
  id: number;
  name: string;
  /** Delivery fee of this vendor's group, in cents; absent or null means free delivery. */
  deliveryPrice?: Cents | null;
}

/** A vendor as it may arrive from a caller: its id can be missing, which add rejects. */
type CartVendorInput = Omit<CartVendor, 'id'> & { id?: number | null };

export interface CartProductInput {
  id?: number | null;
  title: string;
  price: Cents;
  /** Promotional price; 0 is a real price (free), null/undefined means no promotion. */
  promoPrice?: Cents | null;
  image?: string | null;
  vendor?: CartVendorInput | null;
  /** Its categories (the contract's Product.categories): the line keeps their ids (the move plan's checklist, decision 0031). */
  categories?: readonly { id: number }[] | null;
}

export interface CartProduct {
  id: number;
  title: string;
  price: Cents;
  promoPrice: Cents | null;
  image: string | null;
  vendor: CartVendor;
  quantity: number;
  /** Its categories' ids; absent on a line added before the cart kept them, or from a product without them. */
  categoryIds?: number[];
}

export interface CartVendorGroup {
  vendor: CartVendor;
  /** Keyed by product id. */
  products: Record<string, CartProduct>;
  /** Σ unit price × quantity. */
  totalAmount: Cents;
  /** VAT 20 % of totalAmount, half up. */
  totalTaxes: Cents;
}

export interface Cart {
  /** Keyed by vendor id. */
  vendors: Record<string, CartVendorGroup>;
  /** Σ over groups of totalAmount + totalTaxes + delivery. */
  totalOrderAmount: Cents;
  totalDeliveryAmount: Cents;
  /** Σ of quantities. */
  totalProductCount: number;
}

/** The exact messages of product §5 "Cart add". */
export const CART_ERRORS = {
  idRequired: 'Product ID is required',
  quantityRequired: 'Product quantity is required',
  vendorRequired: 'Product vendor is required',
  quantityTooLarge: 'Product quantity cannot be greater than 100',
  quantityTooSmall: 'Product quantity cannot be less than 1',
} as const;

export type CartError = (typeof CART_ERRORS)[keyof typeof CART_ERRORS];

export type CartResult = { ok: true; cart: Cart } | { ok: false; error: CartError };

/** One flat line of the cart, in vendor id then product id order (handy for rendering). */
export interface CartLine {
  vendor: CartVendor;
  product: CartProduct;
  unitPrice: Cents;
  /** unitPrice × quantity, VAT excluded. */
  lineTotal: Cents;
  /** The line's price with VAT: its share of the group's total with VAT (see grossLineTotals). */
  grossTotal: Cents;
}

export function emptyCart(): Cart {
  return { vendors: {}, totalOrderAmount: 0, totalDeliveryAmount: 0, totalProductCount: 0 };
}

/** Clears every product (logout, successful checkout). */
export function clearCart(): Cart {
  return emptyCart();
}

/** promoPrice when present (0 included), otherwise price. */
export function unitPrice(product: Pick<CartProductInput, 'price' | 'promoPrice'>): Cents {
  return product.promoPrice ?? product.price;
}

/** A vendor group's delivery fee: deliveryPrice, or 0 when absent. */
export function deliveryOf(vendor: Pick<CartVendor, 'deliveryPrice'>): Cents {
  return vendor.deliveryPrice ?? 0;
}

/** What the group adds to the order: products + VAT + delivery. */
export function vendorGroupTotal(group: CartVendorGroup): Cents {
  return group.totalAmount + group.totalTaxes + deliveryOf(group.vendor);
}

/** Number of items in the cart (Σ quantities), e.g. for the header badge. */
export function cartProductCount(cart: Cart): number {
  return cart.totalProductCount;
}

export function cartLines(cart: Cart): CartLine[] {
  return Object.values(cart.vendors).flatMap((group) => {
    const products = Object.values(group.products);
    const nets = products.map((product) => unitPrice(product) * product.quantity);
    const grosses = grossLineTotals(nets);
    return products.map((product, index) => ({
      vendor: group.vendor,
      product,
      unitPrice: unitPrice(product),
      lineTotal: nets[index]!,
      grossTotal: grosses[index]!,
    }));
  });
}

/**
 * The prices with VAT of a vendor group's lines, from their net totals in the group's order. The
 * group's VAT is rounded once, on its whole net total (product §10), so each line's share is
 * found on the running total: line i gets grossOf(net₁ + … + netᵢ) − grossOf(net₁ + … + netᵢ₋₁).
 * The lines then add up to exactly the group's total with VAT, each is within a cent of its own
 * net × 1.2, and a group of one line gets grossOf(its net): one unit alone costs in the cart
 * what the product's card and page show.
 */
export function grossLineTotals(nets: readonly Cents[]): Cents[] {
  let running = 0;
  return nets.map((net) => {
    const before = grossOf(running);
    running += net;
    return grossOf(running) - before;
  });
}

/** The product with this id, wherever it is in the cart. */
export function findCartProduct(cart: Cart, productId: number | string): CartProduct | undefined {
  return locate(cart, productId)?.product;
}

interface ProductSlot {
  vendorKey: string;
  group: CartVendorGroup;
  product: CartProduct;
}

function locate(cart: Cart, productId: number | string): ProductSlot | undefined {
  const key = String(productId);
  for (const [vendorKey, group] of Object.entries(cart.vendors)) {
    const product = group.products[key];
    if (product) return { vendorKey, group, product };
  }
  return undefined;
}

/**
 * Range check shared by add and change. Non-integer quantities are rejected, not rounded: one
 * inside 1–100 (1.5) gives 'Product quantity is required' (it is not a usable quantity), one
 * outside the range gives the matching range message (100.5 → greater than 100, 0.5 → less
 * than 1). NaN counts as missing.
 */
function quantityError(quantity: number): CartError | undefined {
  if (quantity > CART_MAX_QUANTITY) return CART_ERRORS.quantityTooLarge;
  if (quantity < CART_MIN_QUANTITY) return CART_ERRORS.quantityTooSmall;
  if (!Number.isInteger(quantity)) return CART_ERRORS.quantityRequired;
  return undefined;
}

/** A usable id: a finite number (null, undefined, NaN, strings are missing). */
function isId(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** A quantity is present when it is a number other than NaN (range checks come later). */
function isQuantity(value: unknown): value is number {
  return typeof value === 'number' && !Number.isNaN(value);
}

/**
 * Adds `quantity` of a product, creating its vendor group when absent. Validation follows the
 * order of product §5: id, quantity present, vendor with id, then the 1–100 range. Adding a product
 * already in the cart adds to its quantity (its stored data and group are kept); a sum above
 * 100 is refused with the "greater than 100" message and the cart is left as it was.
 */
export function addToCart(cart: Cart, product: CartProductInput, quantity: number): CartResult {
  const { id, vendor } = product;
  if (!isId(id)) return { ok: false, error: CART_ERRORS.idRequired };
  if (!isQuantity(quantity)) return { ok: false, error: CART_ERRORS.quantityRequired };
  if (vendor == null || !isId(vendor.id)) {
    return { ok: false, error: CART_ERRORS.vendorRequired };
  }
  const invalid = quantityError(quantity);
  if (invalid) return { ok: false, error: invalid };

  const existing = locate(cart, id);
  if (existing) {
    const summed = existing.product.quantity + quantity;
    if (summed > CART_MAX_QUANTITY) return { ok: false, error: CART_ERRORS.quantityTooLarge };
    return { ok: true, cart: withQuantity(cart, existing, summed) };
  }

  const vendorKey = String(vendor.id);
  const group = cart.vendors[vendorKey];
  const groupVendor: CartVendor = group
    ? group.vendor
    : { id: vendor.id, name: vendor.name, deliveryPrice: vendor.deliveryPrice ?? null };
  const line: CartProduct = {
    id,
    title: product.title,
    price: product.price,
    promoPrice: product.promoPrice ?? null,
    image: product.image ?? null,
    vendor: groupVendor,
    quantity,
    ...(product.categories ? { categoryIds: product.categories.map((category) => category.id) } : {}),
  };
  const products = { ...group?.products, [String(id)]: line };
  return { ok: true, cart: recompute({ ...cart.vendors, [vendorKey]: { ...emptyGroup(groupVendor), products } }) };
}

/**
 * Sets a product's quantity, validated with the add messages. An id that is not in the cart
 * (e.g. removed in another tab) is not an error: the same cart comes back, ok.
 */
export function changeQuantity(cart: Cart, productId: number | string, quantity: number): CartResult {
  if (!isQuantity(quantity)) return { ok: false, error: CART_ERRORS.quantityRequired };
  const invalid = quantityError(quantity);
  if (invalid) return { ok: false, error: invalid };
  const existing = locate(cart, productId);
  if (!existing) return { ok: true, cart };
  return { ok: true, cart: withQuantity(cart, existing, quantity) };
}

/** Removes a product; a vendor group left without products disappears. Unknown id: same cart. */
export function removeFromCart(cart: Cart, productId: number | string): Cart {
  const existing = locate(cart, productId);
  if (!existing) return cart;
  const { vendorKey, group, product } = existing;
  const vendors = { ...cart.vendors };
  const products = { ...group.products };
  delete products[String(product.id)];
  if (Object.keys(products).length === 0) delete vendors[vendorKey];
  else vendors[vendorKey] = { ...group, products };
  return recompute(vendors);
}

/**
 * The cart with each product cut to what is left of it (a refused checkout's shortages): a
 * product with none left is removed, any other set to what is left (within 1–100).
 */
export function fitToStock(cart: Cart, shortages: readonly { productId: number; available: number }[]): Cart {
  return shortages.reduce((fitted, { productId, available }) => {
    if (available < CART_MIN_QUANTITY) return removeFromCart(fitted, productId);
    const slot = locate(fitted, productId);
    return slot ? withQuantity(fitted, slot, Math.min(available, CART_MAX_QUANTITY)) : fitted;
  }, cart);
}

function withQuantity(cart: Cart, { vendorKey, group, product }: ProductSlot, quantity: number): Cart {
  const products = { ...group.products, [String(product.id)]: { ...product, quantity } };
  return recompute({ ...cart.vendors, [vendorKey]: { ...group, products } });
}

function emptyGroup(vendor: CartVendor): CartVendorGroup {
  return { vendor, products: {}, totalAmount: 0, totalTaxes: 0 };
}

/** The one place totals are computed (product §10 "Money"). */
function recompute(groups: Record<string, CartVendorGroup>): Cart {
  const vendors: Record<string, CartVendorGroup> = {};
  let totalOrderAmount = 0;
  let totalDeliveryAmount = 0;
  let totalProductCount = 0;
  for (const [key, group] of Object.entries(groups)) {
    let totalAmount = 0;
    for (const product of Object.values(group.products)) {
      totalAmount += unitPrice(product) * product.quantity;
      totalProductCount += product.quantity;
    }
    const recomputed = { ...group, totalAmount, totalTaxes: vatOf(totalAmount) };
    vendors[key] = recomputed;
    totalDeliveryAmount += deliveryOf(group.vendor);
    totalOrderAmount += vendorGroupTotal(recomputed);
  }
  return { vendors, totalOrderAmount, totalDeliveryAmount, totalProductCount };
}
