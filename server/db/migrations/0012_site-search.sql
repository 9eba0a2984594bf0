-- The site-wide search (GET /api/search, server/areas/search/): trigram indexes on the titles
-- in both languages (a word close to a title word, typos forgiven) and full-text indexes on the
-- titles with their descriptions (every word, or its beginning). The expressions are those of
-- server/db/textSearch.ts, character for character, so the planner uses them.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_title_trgm_idx" ON "products" USING gin ((coalesce("title"->>'bg', '') || ' ' || coalesce("title"->>'en', '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_words_idx" ON "products" USING gin (to_tsvector('simple'::regconfig, coalesce("title"->>'bg', '') || ' ' || coalesce("title"->>'en', '') || ' ' || coalesce("description"->>'bg', '') || ' ' || coalesce("description"->>'en', '')));--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "properties_title_trgm_idx" ON "properties" USING gin ((coalesce("title"->>'bg', '') || ' ' || coalesce("title"->>'en', '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "properties_words_idx" ON "properties" USING gin (to_tsvector('simple'::regconfig, coalesce("title"->>'bg', '') || ' ' || coalesce("title"->>'en', '') || ' ' || coalesce("description"->>'bg', '') || ' ' || coalesce("description"->>'en', '')));--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "tenant_offers_title_trgm_idx" ON "tenant_offers" USING gin ((coalesce("title"->>'bg', '') || ' ' || coalesce("title"->>'en', '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "tenant_offers_words_idx" ON "tenant_offers" USING gin (to_tsvector('simple'::regconfig, coalesce("title"->>'bg', '') || ' ' || coalesce("title"->>'en', '') || ' ' || coalesce("description"->>'bg', '') || ' ' || coalesce("description"->>'en', '')));--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "news_posts_title_trgm_idx" ON "news_posts" USING gin ((coalesce("title"->>'bg', '') || ' ' || coalesce("title"->>'en', '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "news_posts_words_idx" ON "news_posts" USING gin (to_tsvector('simple'::regconfig, coalesce("title"->>'bg', '') || ' ' || coalesce("title"->>'en', '') || ' ' || coalesce("excerpt"->>'bg', '') || ' ' || coalesce("excerpt"->>'en', '')));
