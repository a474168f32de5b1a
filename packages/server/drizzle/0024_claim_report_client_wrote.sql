ALTER TABLE "claim_reports" ADD COLUMN "client_wrote_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "claim_reports_client_wrote_feed_idx" ON "claim_reports" USING btree ("feed_seq") WHERE client_wrote_at is not null;--> statement-breakpoint
-- Written by hand (decisions/0142): a report whose client wrote after the branch last did waits for the
-- branch since the first of those messages.
UPDATE "claim_reports" AS r SET "client_wrote_at" = w.first_at
FROM (
  SELECT m.report_id, min(m.at) AS first_at
  FROM "claim_report_messages" AS m
  WHERE m.author = 'client'
    AND m.at > coalesce(
      (SELECT max(b.at) FROM "claim_report_messages" AS b WHERE b.report_id = m.report_id AND b.author = 'branch'),
      '-infinity'
    )
  GROUP BY m.report_id
) AS w
WHERE r.id = w.report_id;
