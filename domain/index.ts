/**
 * The public surface of the domain core: every business rule of Domovik as pure functions and
 * plain data. Browser (src/) and server (server/) import from here, or from a module directly
 * when they want only that module in a bundle chunk.
 */
export * from './money.ts';
export * from './constants.ts';
export * from './cart.ts';
export * from './cleaning.ts';
export * from './orders.ts';
export * from './products.ts';
export * from './productImports.ts';
export * from './credits.ts';
export * from './favorites.ts';
export * from './propertyFacts.ts';
export * from './locale.ts';
export * from './text.ts';
export * from './validation/index.ts';
export * from './routes.ts';
export * from './search.ts';
