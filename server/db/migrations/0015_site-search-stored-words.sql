-- Hand-written: the expression indexes of 0012 give way to the stored words' indexes (same names).
DROP INDEX IF EXISTS "news_posts_words_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "properties_words_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "products_words_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "tenant_offers_words_idx";--> statement-breakpoint
ALTER TABLE "news_posts" ADD COLUMN "search_words" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, coalesce("title"->>'bg', '') || ' ' || coalesce("title"->>'en', '') || ' ' || coalesce("excerpt"->>'bg', '') || ' ' || coalesce("excerpt"->>'en', ''))) STORED;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "search_words" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, coalesce("title"->>'bg', '') || ' ' || coalesce("title"->>'en', '') || ' ' || coalesce("description"->>'bg', '') || ' ' || coalesce("description"->>'en', ''))) STORED;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_words" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, coalesce("title"->>'bg', '') || ' ' || coalesce("title"->>'en', '') || ' ' || coalesce("description"->>'bg', '') || ' ' || coalesce("description"->>'en', ''))) STORED;--> statement-breakpoint
ALTER TABLE "tenant_offers" ADD COLUMN "search_words" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, coalesce("title"->>'bg', '') || ' ' || coalesce("title"->>'en', '') || ' ' || coalesce("description"->>'bg', '') || ' ' || coalesce("description"->>'en', ''))) STORED;--> statement-breakpoint
CREATE INDEX "news_posts_words_idx" ON "news_posts" USING gin ("search_words");--> statement-breakpoint
CREATE INDEX "properties_words_idx" ON "properties" USING gin ("search_words");--> statement-breakpoint
CREATE INDEX "products_words_idx" ON "products" USING gin ("search_words");--> statement-breakpoint
CREATE INDEX "tenant_offers_words_idx" ON "tenant_offers" USING gin ("search_words");