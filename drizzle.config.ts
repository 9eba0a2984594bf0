/**
 * drizzle-kit configuration. Migrations are generated from the schema, one file per area in
 * server/db/schema/ (drizzle-kit reads the whole folder), without a database:
 *   npm run db:generate -- --name <what-changed>
 * and applied at start-up by the server (drizzle-orm's migrator, on PGlite or PostgreSQL).
 */
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema',
  out: './server/db/migrations',
  strict: true,
  verbose: true,
});
