/**
 * Assembles the areas (docs/decisions/0006): the handler of every contract operation, and the
 * repositories the app decorates. Each area's handlers live in server/areas/<area>/routes.ts.
 *
 * An operation whose issue has not landed yet is listed in PENDING_OPERATIONS, under its area,
 * and answers 501 with the error body until then. TypeScript checks that every operation is
 * either pending or implemented, never both and never neither: an issue removes its names here
 * and adds their handlers to its area's routes.ts.
 */
import { notImplemented } from '../errors.ts';
import type { AreaHandlers, Handlers, OperationId } from '../handler.ts';
import { accountRepository } from './account/repository.ts';
import { accountHandlers } from './account/routes.ts';
import { blogPages } from './blog/pages.ts';
import { blogRepository } from './blog/repository.ts';
import { blogHandlers } from './blog/routes.ts';
import { contentRepository } from './content/repository.ts';
import { contentHandlers } from './content/routes.ts';
import { webhookRawBody } from './credits/rawBody.ts';
import { creditsRepository } from './credits/repository.ts';
import { creditsHandlers } from './credits/routes.ts';
import { paymentProvider } from '../services/payments/index.ts';
import type { PageMetadataResolvers } from '../spa.ts';
import { agencyHandlers } from './rentals/agencyRoutes.ts';
import { rentalsPages } from './rentals/pages.ts';
import { rentalsRepository } from './rentals/repository.ts';
import { rentalsHandlers } from './rentals/routes.ts';
import { roommatesPages } from './roommates/pages.ts';
import { roommatesRepository } from './roommates/repository.ts';
import { roommatesHandlers } from './roommates/routes.ts';
import { servicesRepository } from './services/repository.ts';
import { servicesHandlers } from './services/routes.ts';
import { importJob } from './shop/importJob.ts';
import { importRepository } from './shop/importRepository.ts';
import { importHandlers } from './shop/importRoutes.ts';
import { shopRepository } from './shop/repository.ts';
import { shopHandlers } from './shop/routes.ts';

export const PENDING_OPERATIONS = [
  // none: every operation of the contract has its handler
] as const satisfies readonly OperationId[];

type Pending = (typeof PENDING_OPERATIONS)[number];

/** The handler of a pending operation. */
async function notImplementedYet(): Promise<never> {
  throw notImplemented();
}

const pending = Object.fromEntries(PENDING_OPERATIONS.map((operationId) => [operationId, notImplementedYet])) as Record<
  Pending,
  typeof notImplementedYet
>;

/** The areas' handlers; an operation that is also pending is a type error here. */
const implemented = {
  ...accountHandlers,
  ...rentalsHandlers,
  ...shopHandlers,
  ...servicesHandlers,
  ...importHandlers,
  ...roommatesHandlers,
  ...creditsHandlers,
  ...agencyHandlers,
  ...blogHandlers,
  ...contentHandlers,
} satisfies AreaHandlers<Pending>;

export const handlers: Handlers = { ...pending, ...implemented };

/** The areas' repositories, registered (decorated) before the routes, and their background jobs (after them). */
export const repositories = [
  accountRepository,
  rentalsRepository,
  shopRepository,
  servicesRepository,
  importRepository,
  roommatesRepository,
  blogRepository,
  contentRepository,
  importJob,
  creditsRepository,
  paymentProvider,
  webhookRawBody,
];

/** What shared links to the areas' pages show, by route name (server/spa.ts). */
export const pageMetadata: PageMetadataResolvers = { ...rentalsPages, ...roommatesPages, ...blogPages };
