CREATE TABLE "job_runs" (
	"job" text NOT NULL,
	"tick" bigint NOT NULL,
	"instance" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "job_runs_job_tick" ON "job_runs" USING btree ("job","tick");