DROP INDEX "instances_user";--> statement-breakpoint
CREATE INDEX "instances_user_created" ON "instances" USING btree ("user_id","created_at","id");