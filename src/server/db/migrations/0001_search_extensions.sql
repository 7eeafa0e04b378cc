-- Accent-insensitive, typo-tolerant search (decisions.md §3). Both extensions are trusted in
-- PostgreSQL 13+, so a database owner can create them; PGlite loads them from its contrib bundle.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
