/**
 * Assembles the areas (docs/decisions/0006): the handler of every contract operation, and the
 * repositories the app decorates. Each area's handlers live in server/areas/<area>/routes.ts.
 *
 * Every operation of the contract has its handler: the table is typed by operation
 * (server/handler.ts), so an operation without a handler, or a handler of no operation, is a
 * type error here.
 */
import type { Handlers } from '../handler.ts';
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
import { readiness } from './health/readiness.ts';
import { healthHandlers } from './health/routes.ts';
import { moveMails } from './move/mails.ts';
import { moveRepository } from './move/repository.ts';
import { moveHandlers } from './move/routes.ts';
import { paymentProvider } from '../services/payments/index.ts';
import type { PageMetadataResolvers } from '../spa.ts';
import { agencyHandlers } from './rentals/agencyRoutes.ts';
import { rentalsPages } from './rentals/pages.ts';
import { rentalsRepository } from './rentals/repository.ts';
import { rentalsHandlers } from './rentals/routes.ts';
import { roommatesPages } from './roommates/pages.ts';
import { roommatesRepository } from './roommates/repository.ts';
import { roommatesHandlers } from './roommates/routes.ts';
import { savedSearchAlerts } from './savedSearches/alerts.ts';
import { savedSearchesRepository } from './savedSearches/repository.ts';
import { savedSearchesHandlers } from './savedSearches/routes.ts';
import { searchRepository } from './search/repository.ts';
import { searchHandlers } from './search/routes.ts';
import { seoFiles } from './seo/routes.ts';
import { conversationMails } from './conversations/mails.ts';
import { conversationRepository } from './conversations/repository.ts';
import { conversationHandlers } from './conversations/routes.ts';
import { conversationStreams, streamHandlers } from './conversations/stream.ts';
import { servicesRepository } from './services/repository.ts';
import { servicesHandlers } from './services/routes.ts';
import { shopPages } from './shop/pages.ts';
import { shopRepository } from './shop/repository.ts';
import { shopHandlers } from './shop/routes.ts';
import { importJob } from './vendor/importJob.ts';
import { importRepository } from './vendor/importRepository.ts';
import { importHandlers } from './vendor/importRoutes.ts';
import { vendorRepository } from './vendor/repository.ts';
import { vendorHandlers } from './vendor/routes.ts';

/** The areas' handlers, one per operation of the contract. */
export const handlers: Handlers = {
  ...accountHandlers,
  ...rentalsHandlers,
  ...shopHandlers,
  ...vendorHandlers,
  ...servicesHandlers,
  ...importHandlers,
  ...roommatesHandlers,
  ...creditsHandlers,
  ...agencyHandlers,
  ...blogHandlers,
  ...contentHandlers,
  ...searchHandlers,
  ...savedSearchesHandlers,
  ...moveHandlers,
  ...conversationHandlers,
  ...streamHandlers,
  ...healthHandlers,
};

/** The areas' repositories, registered (decorated) before the routes, and their background jobs (after them). */
export const repositories = [
  readiness,
  accountRepository,
  rentalsRepository,
  shopRepository,
  vendorRepository,
  servicesRepository,
  importRepository,
  roommatesRepository,
  blogRepository,
  contentRepository,
  searchRepository,
  savedSearchesRepository,
  moveRepository,
  conversationRepository,
  importJob,
  savedSearchAlerts,
  moveMails,
  conversationMails,
  creditsRepository,
  paymentProvider,
  webhookRawBody,
  conversationStreams,
];

/** The areas' routes outside the contract (not API operations): the search engines' files. */
export const fileRoutes = [seoFiles];

/** What shared links to the areas' pages show, by route name (server/spa.ts). */
export const pageMetadata: PageMetadataResolvers = { ...rentalsPages, ...roommatesPages, ...blogPages, ...shopPages };
