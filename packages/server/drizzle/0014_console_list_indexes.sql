-- The console's lists at scale (docs/performance.md, decisions/0118): the audit log filtered by who acted, on whom
-- or which act, walked newest first (keyset on the id) by an index, not by reading the whole log backwards.
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor","id");--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target","id");--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action","id");