-- The newsfeed's walk per followed author (decision 0012) reads only this index: visible posts
-- (a partial index on hidden_at), with the author person for the block check carried in it, so
-- a page of 200 authors reads no table row (decision 0048: the feed at 100,000 users).
DROP INDEX "posts_author_feed_idx";--> statement-breakpoint
CREATE INDEX "posts_author_feed_live_idx" ON "posts" USING btree ("author_key","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) INCLUDE ("author_user_id") WHERE hidden_at is null;
