-- "Did you mean cleaning?" (issue 28, ADR 0156): the words the searchable notices are written in,
-- as typed (lower case, not stemmed, so a suggestion is a real word), each with the number of
-- notices it was read in. A trigram index finds the words that look like a misspelt one.
--
-- Kept by a background job (search-vocabulary.ts), not by triggers: it reads the notices added
-- since its last run, by id, so writers pay nothing and never wait on a shared counter row.
-- The counts are of notices when first read (later edits and deletions are not taken away):
-- they rank candidates, and every suggestion is checked by running it before it is offered.
--
-- Each word also keeps its English stem, as the search vector stores it: a word beginning typed
-- past a word's stem ("zipp*": "zipped" is stored as 'zip'; "maintenan*": 'mainten') is matched
-- through the stems of the known words that begin with it (keyword-tsquery.ts).
CREATE TABLE search_vocabulary (
  word text PRIMARY KEY,
  documents integer NOT NULL,
  stem text
);
CREATE INDEX search_vocabulary_trigram_idx ON search_vocabulary USING gin (word gin_trgm_ops);

-- How far the job has read (opportunities.id), and whether it read generated sample data: once
-- the sample data is gone (live data replaced it), the vocabulary is read again from scratch.
CREATE TABLE search_vocabulary_progress (
  is_single boolean PRIMARY KEY DEFAULT true CHECK (is_single),
  read_through bigint NOT NULL DEFAULT 0,
  has_read_sample boolean NOT NULL DEFAULT false
);
INSERT INTO search_vocabulary_progress DEFAULT VALUES;
