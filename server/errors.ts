/**
 * Errors a handler throws on purpose. The app's error handler answers them with the error body
 * of product §10, the message translated into the request's language.
 */
export interface FieldError {
  property: string;
  /** A translation key, e.g. error-email-taken. */
  key: string;
}

/** A product a checkout asks more of than is left (the contract's StockShortage). */
export interface StockShortage {
  productId: number;
  title: string;
  available: number;
}

export class HttpError extends Error {
  readonly statusCode: number;
  readonly key: string;
  readonly fields: FieldError[] | undefined;
  readonly shortages: StockShortage[] | undefined;

  constructor(statusCode: number, key: string, fields?: FieldError[], shortages?: StockShortage[]) {
    super(key);
    this.statusCode = statusCode;
    this.key = key;
    this.fields = fields;
    this.shortages = shortages;
  }
}

export const badRequest = (key = 'error-bad-request') => new HttpError(400, key);
export const unauthorized = (key = 'error-unauthorized') => new HttpError(401, key);
export const forbidden = (key = 'error-forbidden') => new HttpError(403, key);
export const notFound = () => new HttpError(404, 'error-not-found');
export const conflict = (key = 'error-conflict') => new HttpError(409, key);
/** A checkout refused for stock: 409 naming each product and how many are left. */
export const outOfStock = (shortages: StockShortage[]) => new HttpError(409, 'error-out-of-stock', undefined, shortages);
export const validationFailed = (fields: FieldError[]) => new HttpError(422, 'validation_failed', fields);
export const serviceUnavailable = (key: string) => new HttpError(503, key);
