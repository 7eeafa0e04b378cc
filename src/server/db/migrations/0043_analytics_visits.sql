CREATE TABLE "visit_counts" (
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "visit_counts_day_kind_pk" PRIMARY KEY("day","kind"),
	CONSTRAINT "visit_counts_kind_check" CHECK ("visit_counts"."kind" in ('visit', 'productView', 'addToCart'))
);
--> statement-breakpoint
CREATE TABLE "visit_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visit_visitors" (
	"day" date NOT NULL,
	"hash" text NOT NULL,
	CONSTRAINT "visit_visitors_day_hash_pk" PRIMARY KEY("day","hash")
);
