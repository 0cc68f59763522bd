-- Trigram matching for the ILIKE search indexes of 0001 (must exist before them).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
