CREATE INDEX "clients_branch_idx" ON "clients" USING btree ("branch_id");--> statement-breakpoint
CREATE INDEX "documents_file_idx" ON "documents" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "contact_requests_dossier_idx" ON "contact_requests" USING btree ("dossier_id");--> statement-breakpoint
CREATE INDEX "contact_requests_repair_centre_idx" ON "contact_requests" USING btree ("repair_centre_id");--> statement-breakpoint
CREATE INDEX "bulk_invitation_clients_user_idx" ON "bulk_invitation_clients" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "login_message_reads_user_idx" ON "login_message_reads" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "login_message_shows_user_idx" ON "login_message_shows" USING btree ("user_id");