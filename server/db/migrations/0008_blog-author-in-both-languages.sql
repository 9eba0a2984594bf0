-- A post's author in each language, as its title is: the Bulgarian name becomes the Bulgarian text.
ALTER TABLE "news_posts" ALTER COLUMN "author_name" SET DATA TYPE jsonb USING jsonb_build_object('bg', "author_name");
