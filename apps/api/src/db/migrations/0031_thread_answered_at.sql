-- Chat (decision 0051): a thread keeps when its receiving business first answered, so a
-- later answer is known not to be the first before it is written (no job would hear it, and the
-- message needs no transaction). Threads answered before this migration take their first answer.
ALTER TABLE "inquiry_requests" ADD COLUMN "answered_at" timestamp (3) with time zone;
--> statement-breakpoint
UPDATE "inquiry_requests" r SET "answered_at" = m.first_at
FROM (SELECT request_id, min(created_at) AS first_at FROM inquiry_messages WHERE side = 'R' GROUP BY request_id) m
WHERE m.request_id = r.id;
