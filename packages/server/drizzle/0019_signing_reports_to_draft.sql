-- Reports waiting for their signature when decision 0128 is deployed go back to a draft (written by hand).
-- Their document was rendered before 0128: a damage report's says "Allegati: Nessun allegato." and leaves
-- "Contraente" blank, a CAI's binds none of its files, and the code already sent would sign it. Each goes
-- back as cancelClaimReportSigning takes it (modules/claim-reports/signing.ts): a draft, its version bumped
-- (a save or submission from a stale copy is refused), its document's hash and file cleared and the file
-- deleted, updated now; cancelling writes no event in the timeline, nor does this. One step further than
-- cancel: the code sent for that document is deleted, not only refused by the state (CLAIMREPORT_004) and,
-- after the next submission, by its target (CLAIMREPORT_010). The client submits again and gets a new
-- document that lists the files with their SHA-256, and a new code.
-- Left alone: a CAI in `awaitingB`. A has signed it (the signed copy is kept and was e-mailed to A); B's link
-- signs those very bytes. That document says nothing false (the CAI printed no attachment line and no
-- policyholder tax code before 0128, it only did not list the files); undoing A's signature would void a
-- signature given, and B's link ends within CLAIM_REPORT_B_HOURS in any case. Damage reports never wait for B.
DELETE FROM "one_time_codes" AS c USING "claim_reports" AS r
 WHERE r."state" = 'signing' AND c."purpose" = 'claim-report' AND c."used_at" IS NULL
   AND c."user_id" = r."user_id" AND c."target" = r."id"::text || ':' || r."sha256";--> statement-breakpoint
DELETE FROM "stored_files" WHERE "id" IN (
  SELECT r."pdf_file_id"::uuid FROM "claim_reports" AS r
   WHERE r."state" = 'signing'
     AND r."pdf_file_id" ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$');--> statement-breakpoint
UPDATE "claim_reports"
   SET "state" = 'draft', "sha256" = NULL, "pdf_file_id" = NULL, "version" = "version" + 1, "updated_at" = now()
 WHERE "state" = 'signing';
