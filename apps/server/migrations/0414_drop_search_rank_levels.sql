-- Best Match has read a row's word levels inline since ADR 0270 (relevance-tokens.ts'
-- rankLevelsSql): 0160's search_rank_levels(tokens, hashes) was left in the schema with no
-- caller (no trigger, view, SQL function or server statement uses it; the tokens themselves are
-- built by search_rank_tokens, which stays). ADR 0307. Never edit once landed.
DROP FUNCTION search_rank_levels(bigint[], bigint[]);
