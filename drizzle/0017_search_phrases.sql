CREATE TABLE "search_phrases" (
	"phrase" text PRIMARY KEY NOT NULL,
	"frequency" integer DEFAULT 0 NOT NULL
);
