/**
 * A rank token as `search_rank_token` builds it (migration 0160): the word's hash (upper 48 bits,
 * lower 16 zero) with the level in bits 12-15 and the release month in bits 0-11. The hash is
 * int8 text, possibly negative; with its low bits zero, adding the two fields equals the SQL's OR.
 */
export function rankToken(hash: string, level: number, month: number): string {
  return (BigInt(hash) + (BigInt(level) << 12n) + BigInt(month)).toString();
}

/**
 * The level of each of `count` words in a row's token array, as an int[] SQL expression (NULL
 * where the row lacks the word): what migration 0160's `search_rank_levels(tokens, hashes)`
 * answered, written inline. Postgres cannot inline that SQL function (its body has a FROM), so
 * each call ran the function executor: about 100 us a row at 1,000,000 rows against about 20 us
 * for this one pass over the tokens (ADR 0270); 0414 dropped the function (ADR 0307). `hashesParam` binds the words' hashes as one
 * bigint[]; a token's word is its upper 48 bits, its level bits 12-15.
 */
export function rankLevelsSql(tokens: string, hashesParam: string, count: number): string {
  const levels = Array.from(
    { length: count },
    (_, index) =>
      `max(((t.token >> 12) & 15)::integer) FILTER (WHERE t.token & -65536 = (${hashesParam}::bigint[])[${index + 1}])`,
  );
  return `(SELECT ARRAY[${levels.join(', ')}]::integer[] FROM unnest(${tokens}) AS t (token))`;
}
