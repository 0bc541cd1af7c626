/**
 * A rank token as `search_rank_token` builds it (migration 0160): the word's hash (upper 48 bits,
 * lower 16 zero) with the level in bits 12-15 and the release month in bits 0-11. The hash is
 * int8 text, possibly negative; with its low bits zero, adding the two fields equals the SQL's OR.
 */
export function rankToken(hash: string, level: number, month: number): string {
  return (BigInt(hash) + (BigInt(level) << 12n) + BigInt(month)).toString();
}
