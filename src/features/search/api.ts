/** The site search's API (contract tag search). Its answers are read only, never invalidated by a change here. */
export * from './api.generated.ts';
