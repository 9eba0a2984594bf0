-- The site search's full-text words of each listing (server/db/textSearch.ts), stored instead of
-- an expression index: every candidate row a search reads was checked by computing to_tsvector
-- of its title and text again, once per form of the query and again for its score (60 µs a
-- row, three quarters of the search's time). Stored, the words are computed once per write.
DROP INDEX IF EXISTS "products_words_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_words" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, coalesce("title"->>'bg', '') || ' ' || coalesce("title"->>'en', '') || ' ' || coalesce("description"->>'bg', '') || ' ' || coalesce("description"->>'en', ''))) STORED;--> statement-breakpoint
CREATE INDEX "products_words_idx" ON "products" USING gin ("search_words");--> statement-breakpoint
DROP INDEX IF EXISTS "properties_words_idx";--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "search_words" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, coalesce("title"->>'bg', '') || ' ' || coalesce("title"->>'en', '') || ' ' || coalesce("description"->>'bg', '') || ' ' || coalesce("description"->>'en', ''))) STORED;--> statement-breakpoint
CREATE INDEX "properties_words_idx" ON "properties" USING gin ("search_words");--> statement-breakpoint
DROP INDEX IF EXISTS "tenant_offers_words_idx";--> statement-breakpoint
ALTER TABLE "tenant_offers" ADD COLUMN "search_words" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, coalesce("title"->>'bg', '') || ' ' || coalesce("title"->>'en', '') || ' ' || coalesce("description"->>'bg', '') || ' ' || coalesce("description"->>'en', ''))) STORED;--> statement-breakpoint
CREATE INDEX "tenant_offers_words_idx" ON "tenant_offers" USING gin ("search_words");--> statement-breakpoint
DROP INDEX IF EXISTS "news_posts_words_idx";--> statement-breakpoint
ALTER TABLE "news_posts" ADD COLUMN "search_words" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, coalesce("title"->>'bg', '') || ' ' || coalesce("title"->>'en', '') || ' ' || coalesce("excerpt"->>'bg', '') || ' ' || coalesce("excerpt"->>'en', ''))) STORED;--> statement-breakpoint
CREATE INDEX "news_posts_words_idx" ON "news_posts" USING gin ("search_words");
