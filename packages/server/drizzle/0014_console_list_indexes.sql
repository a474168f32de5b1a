-- The console's lists at scale (docs/performance.md, decisions/0118): the audit log newest first by (time, id), and
-- each filter (who acted, on whom, which act) walked the same way by an index of its own, a range of days
-- within it, not by reading the whole log backwards.
DROP INDEX "audit_log_at_idx";--> statement-breakpoint
CREATE INDEX "audit_log_at_id_idx" ON "audit_log" USING btree ("at","id");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor","at","id");--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target","at","id");--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action","at","id");