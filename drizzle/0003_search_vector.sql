-- Full-text search over courses.search_text (French stemming, accents ignored), plus a trigram
-- index for partial words. Both indexed, so a search never scans every course.
ALTER TABLE courses ADD COLUMN search_vector tsvector
  GENERATED ALWAYS AS (to_tsvector('french'::regconfig, f_unaccent(search_text))) STORED;
--> statement-breakpoint
CREATE INDEX courses_search_vector_idx ON courses USING gin (search_vector);
--> statement-breakpoint
CREATE INDEX courses_search_trgm_idx ON courses USING gin (f_unaccent(lower(search_text)) gin_trgm_ops);
