/**
 * The vendor's product form (POST /api/product, POST /api/product/{id}): a title (2 to 999
 * characters) and a description (up to 10,000) in the page's language, a price and an optional
 * promotional price below it, typed in euros ("129.90" or "129,90"), the stock, an optional SKU,
 * one to 20 categories, a value for some of their filters, and the pictures. The server checks
 * the same (docs/decisions/0015) and more: that the categories and the filter values exist and
 * the SKU is not another product's.
 *
 * The texts of price and promotional price errors are the catalogue import's, which says the
 * same about the same rules. The SKU's is shorter than the import's: the hint under the field
 * says the whole rule, and an error that fits the one line each field keeps for it does not push
 * the categories below from under the click that showed it.
 */
import { array, mixed, object, string } from 'yup';
import type { ObjectSchema } from 'yup';
import {
  centsFromText,
  centsToText,
  PRODUCT_DESCRIPTION_MAX_LENGTH,
  PRODUCT_MAX_CATEGORIES,
  PRODUCT_MAX_IMAGES,
  PRODUCT_MAX_PRICE_CENTS,
  PRODUCT_TITLE_LENGTH,
  isSku,
  stockFromText,
} from '../products.ts';
import { ERROR_KEYS, requiredTextRules, textInputRules } from './fields.ts';

/** The error keys of the product form beyond the shared ones of fields.ts. */
export const PRODUCT_ERROR_KEYS = {
  price: 'error-import-price',
  promoPrice: 'error-promo-price',
  sku: 'vendor-error-sku',
  stock: 'vendor-error-stock',
  noCategory: 'vendor-error-no-category',
  tooManyCategories: 'vendor-error-too-many-categories',
  tooManyImages: 'vendor-error-too-many-images',
} as const;

export interface ProductFormValues {
  title: string;
  description: string;
  /** Euros as typed. */
  price: string;
  /** Euros as typed; '' for none. */
  promoPrice: string;
  /** A whole number as typed. */
  stock: string;
  /** '' for none. */
  sku: string;
  /** The chosen categories' ids, as the checkboxes' values. */
  categoryIds: string[];
  /** Filter key → the chosen value ('' for none). */
  attributes: Record<string, string>;
  /** The contract's ImageInput values in display order (data URLs of new pictures, URLs of kept ones). */
  images: string[];
}

export const productInitialValues: ProductFormValues = {
  title: '',
  description: '',
  price: '',
  promoPrice: '',
  stock: '',
  sku: '',
  categoryIds: [],
  attributes: {},
  images: [],
};

function isPrice(text: string | undefined): boolean {
  const cents = centsFromText(String(text));
  return cents !== null && cents <= PRODUCT_MAX_PRICE_CENTS;
}

export const productSchema: ObjectSchema<ProductFormValues> = object({
  title: requiredTextRules({ minLength: PRODUCT_TITLE_LENGTH.min, maxLength: PRODUCT_TITLE_LENGTH.max }),
  description: textInputRules({ maxLength: PRODUCT_DESCRIPTION_MAX_LENGTH }).default(''),
  price: string().trim().required(ERROR_KEYS.required).test('price', PRODUCT_ERROR_KEYS.price, isPrice),
  promoPrice: string()
    .trim()
    .default('')
    .test('price', PRODUCT_ERROR_KEYS.price, (value) => value === '' || isPrice(value))
    .test('below-price', PRODUCT_ERROR_KEYS.promoPrice, (value, context) => {
      // The default makes it a text ('' when left out).
      const promo = centsFromText(String(value));
      const price = centsFromText(String((context.parent as ProductFormValues).price));
      return promo === null || price === null || promo < price;
    }),
  stock: string()
    .trim()
    .required(ERROR_KEYS.required)
    .test('stock', PRODUCT_ERROR_KEYS.stock, (value) => stockFromText(value) !== null),
  sku: string()
    .trim()
    .default('')
    .test('sku', PRODUCT_ERROR_KEYS.sku, (value) => value === '' || isSku(value)),
  categoryIds: array(string().defined())
    .defined()
    .min(1, PRODUCT_ERROR_KEYS.noCategory)
    .max(PRODUCT_MAX_CATEGORIES, PRODUCT_ERROR_KEYS.tooManyCategories),
  attributes: mixed<Record<string, string>>().defined(),
  images: array(string().defined()).defined().max(PRODUCT_MAX_IMAGES, PRODUCT_ERROR_KEYS.tooManyImages),
});

/** The body of POST /api/product and POST /api/product/{id} (the contract's ProductInput). */
export interface ProductPayload {
  title: string;
  description: string;
  price: number;
  promoPrice: number | null;
  stock: number;
  categoryIds: number[];
  attributes: Record<string, string>;
  images: string[];
  sku?: string;
}

/**
 * The body of valid values. Only the attributes that the filters of the chosen categories offer
 * (`offered`: filter key → its values) go along: a filter of a category unticked meanwhile, or a
 * value only that category offered, is dropped.
 */
export function toProductPayload(values: ProductFormValues, offered: Readonly<Record<string, readonly string[]>>): ProductPayload {
  const sku = values.sku.trim();
  const promo = values.promoPrice.trim();
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    price: centsFromText(values.price) ?? 0,
    promoPrice: promo === '' ? null : centsFromText(promo),
    stock: stockFromText(values.stock) ?? 0,
    categoryIds: values.categoryIds.map(Number),
    attributes: Object.fromEntries(Object.entries(values.attributes).filter(([key, value]) => offered[key]?.includes(value))),
    images: values.images,
    ...(sku === '' ? {} : { sku }),
  };
}

/** What the form needs of a product the server answered (the contract's Product). */
export interface EditedProduct {
  title: string;
  description: string;
  price: number;
  promoPrice: number | null;
  stock: number;
  sku: string | null;
  categories: readonly { id: number }[];
  attributes: Readonly<Record<string, string>>;
  images: readonly { url: string }[];
}

/** The form filled with a product, to edit it. */
export function productFormValues(product: EditedProduct): ProductFormValues {
  return {
    title: product.title,
    description: product.description,
    price: centsToText(product.price),
    promoPrice: product.promoPrice === null ? '' : centsToText(product.promoPrice),
    stock: String(product.stock),
    sku: product.sku ?? '',
    categoryIds: product.categories.map((category) => String(category.id)),
    attributes: { ...product.attributes },
    images: product.images.map((image) => image.url),
  };
}

/** The form's errors as Formik holds them: a filter's under `attributes`, a picture's as `images.N`. */
export type ProductFormErrors = Record<string, string | Record<string, string>>;

/**
 * The server's field errors (`categoryIds.2`, `attributes.colour`, `images.1`, `sku`) as the
 * form's: a category's error shows on the categories, a filter's under its own select, a
 * picture's under that picture (ImageField reads `images.N`). The first error of a field wins.
 */
export function productErrorsFromServer(errors: Readonly<Record<string, string>>): ProductFormErrors {
  const fields: ProductFormErrors = {};
  const attributes: Record<string, string> = {};
  for (const [property, message] of Object.entries(errors)) {
    if (property.startsWith('attributes.')) attributes[property.slice('attributes.'.length)] ??= message;
    else fields[property.startsWith('categoryIds.') ? 'categoryIds' : property] ??= message;
  }
  if (Object.keys(attributes).length > 0) fields.attributes = attributes;
  return fields;
}
