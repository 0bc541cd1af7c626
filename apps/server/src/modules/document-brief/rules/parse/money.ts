/**
 * Amounts of money as tenders write them: "£5m", "£1.2 million", "£250k", "£10,000,000",
 * "GBP 2,500,000". Each normalised to whole pounds with its place in the sentence.
 */
export type FoundMoney = { pounds: number; start: number; end: number };

const MONEY =
  /(?:£|\bGBP\s?)\s?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?(?:\s?(million|mn|m|bn|billion|k|thousand)\b)?/gi;
/** "10,000,000" with no pound sign: only whole millions and up, grouped, to avoid other counts. */
const BARE_MILLIONS = /\b\d{1,3}(?:,\d{3}){2,}(?:\.\d{2})?\b/g;

const MULTIPLIERS: Record<string, number> = {
  m: 1e6,
  mn: 1e6,
  million: 1e6,
  bn: 1e9,
  billion: 1e9,
  k: 1e3,
  thousand: 1e3,
};

export function findMoney(text: string, { allowBare = false } = {}): FoundMoney[] {
  const found: FoundMoney[] = [];
  for (const m of text.matchAll(MONEY)) {
    const whole = Number((m[1] ?? '').replace(/,/g, ''));
    const fraction = m[2] ? Number(`0.${m[2]}`) : 0;
    const multiplier = m[3] ? (MULTIPLIERS[m[3].toLowerCase()] ?? 1) : 1;
    found.push({
      pounds: Math.round((whole + fraction) * multiplier),
      start: m.index,
      end: m.index + m[0].length,
    });
  }
  if (allowBare) {
    for (const m of text.matchAll(BARE_MILLIONS)) {
      const isInside = found.some((money) => m.index >= money.start && m.index < money.end);
      if (!isInside)
        found.push({
          pounds: Math.round(Number(m[0].replace(/,/g, ''))),
          start: m.index,
          end: m.index + m[0].length,
        });
    }
  }
  return found.sort((a, b) => a.start - b.start);
}

/** "£5,000,000" or "£1,250,000 to £1,500,000". */
export function describePounds(from: number, to = from): string {
  const words = (pounds: number) => `£${pounds.toLocaleString('en-GB')}`;
  return from === to ? words(from) : `${words(from)} to ${words(to)}`;
}
