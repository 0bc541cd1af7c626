-- Search (issue 16, ADR 0065): Public Contracts Scotland and Sell2Wales join the two portals.
-- The source field of the facet key (migration 0011) had two bits: 1 ContractsFinder, 2 FTS,
-- 0 anything else. A third bit at bit 18 (above the twelve region bits 6-17) widens it to
-- codes 1-4 (3 PCS, 4 Sell2Wales) without moving anything: every key stored so far has bit 18
-- clear, so it keeps its value, the running counts per key (0011, 0017) stay exact, and the
-- token function below returns the same tokens for every stored key, so the GIN indexes on
-- search_facet_tokens(facet_key) (0012, 0018) stay valid without a rebuild.
-- apps/server/src/modules/search/search-facets.ts decodes the same layout.
CREATE OR REPLACE FUNCTION search_facet_key(
  source_system text, stage text, category text, region_codes text[]
) RETURNS integer
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT (CASE source_system WHEN 'ContractsFinder' THEN 1 WHEN 'FTS' THEN 2 WHEN 'PCS' THEN 3
                             WHEN 'Sell2Wales' THEN 1 << 18 ELSE 0 END)
       | ((CASE WHEN lower(stage) IN ('planning', 'planningupdate') THEN 1
                WHEN lower(stage) IN ('tender', 'tenderamendment', 'tenderupdate') THEN 2
                WHEN lower(stage) IN ('award', 'awardupdate', 'contract') THEN 3
                ELSE 0 END) << 2)
       | ((CASE lower(category) WHEN 'goods' THEN 1 WHEN 'services' THEN 2 WHEN 'works' THEN 3
                ELSE 0 END) << 4)
       | coalesce((
           SELECT bit_or(1 << (5 + array_position(
                    ARRAY['UKC', 'UKD', 'UKE', 'UKF', 'UKG', 'UKH',
                          'UKI', 'UKJ', 'UKK', 'UKL', 'UKM', 'UKN'], code)))
             FROM unnest(region_codes) AS code
            WHERE code IN ('UKC', 'UKD', 'UKE', 'UKF', 'UKG', 'UKH',
                           'UKI', 'UKJ', 'UKK', 'UKL', 'UKM', 'UKN')), 0)
$$;

-- The source token is now the whole source code (1-4): bits 0-1 plus bit 18 shifted down to 4.
CREATE OR REPLACE FUNCTION search_facet_tokens(facet_key integer) RETURNS smallint[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT ARRAY[(facet_key & 3) | ((facet_key >> 16) & 4),
               10 + ((facet_key >> 2) & 3), 20 + ((facet_key >> 4) & 3)]::smallint[]
         || ARRAY(SELECT (100 + region)::smallint FROM generate_series(0, 11) AS region
                   WHERE facet_key & (1 << (6 + region)) <> 0)
$$;
