/**
 * The handler of every contract operation, by operationId. An operation that a later issue
 * implements is listed in PENDING_OPERATIONS and answers 501 with the error body until then;
 * the app refuses to start when an operation has neither.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { notImplemented } from '../errors.ts';
import { authHandlers } from './auth.ts';
import { translationHandlers } from './translations.ts';
import { userHandlers } from './users.ts';

// Each handler knows its operation's shapes; the contract has already validated them.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Handler = (request: FastifyRequest<any>, reply: FastifyReply) => Promise<unknown>;

export const PENDING_OPERATIONS: readonly string[] = [
  // properties
  'listProperties',
  'createProperty',
  'getPropertySettings',
  'listAppliances',
  'generatePropertyDescription',
  'getProperty',
  'deleteProperty',
  'listUserProperties',
  'getUserProperty',
  'updateUserProperty',
  // locations
  'listCities',
  // contact
  'sendContactMessage',
  // viewings
  'listViewingRequests',
  'createViewingRequest',
  // agencies
  'getAgency',
  // vendors
  'listVendorProducts',
  'getVendor',
  'updateVendor',
  // products
  'createProduct',
  'listProductCategories',
  'getCategoryFilters',
  'searchProducts',
  'listProductImports',
  'importProducts',
  'updateProductImportStatus',
  'getProduct',
  'updateProduct',
  'deleteProduct',
  // orders
  'listOrders',
  'createOrder',
  'getOrder',
  'updateOrderStatus',
  // blog
  'listNewsCategories',
  'listNews',
  'getNewsPost',
  'listNewsProducts',
  'addNewsComment',
  // roommates
  'listTenantOffers',
  'createTenantOffer',
  'listMyTenantOffers',
  'listUniversities',
  'deleteTenantOffer',
  'getTenantOffer',
  'updateTenantOffer',
  'sendTenantOfferInquiry',
  // cleaning
  'listCleaningServices',
  'createOneTimeCleaningOrder',
  'createDeepCleaningOrder',
  // newsletter
  'subscribeNewsletter',
  // payments
  'buyCredits',
  'getPaymentStatus',
];

async function pendingOperation(): Promise<never> {
  throw notImplemented();
}

export const handlers: Partial<Record<string, Handler>> = {
  ...Object.fromEntries(PENDING_OPERATIONS.map((operationId) => [operationId, pendingOperation])),
  ...translationHandlers,
  ...authHandlers,
  ...userHandlers,
};
