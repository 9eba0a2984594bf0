/**
 * drizzle-kit configuration. Migrations are generated from the schema without a database:
 *   npx drizzle-kit generate --name <what-changed>
 * and applied at start-up by the server (drizzle-orm's migrator, on PGlite or PostgreSQL).
 */
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './server/db/migrations',
  strict: true,
  verbose: true,
});
