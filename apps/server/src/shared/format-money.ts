// Building an Intl formatter is far slower than using one (a digest formats hundreds of values):
// keep one per currency.
const currencyFormats = new Map<string, Intl.NumberFormat>();

/**
 * Money as the emails tell it, in whole units: "£1,250,000", "€40,000" (GBP when the notice
 * names no currency). A malformed code Intl refuses is written after the number ("40,000 POUNDS")
 * rather than failing. One rule for the alert digest, the follow news and the favourite-change
 * sentences, so one notice's value reads the same in each. The web's card has its own
 * formatMoney (apps/web/src/lib/format.ts), which also shows pence under one unit.
 */
export function formatMoney(amount: number, currency: string | null): string {
  const code = currency ?? 'GBP';
  let format = currencyFormats.get(code);
  if (!format) {
    try {
      format = new Intl.NumberFormat('en-GB', {
        style: 'currency',
        currency: code,
        maximumFractionDigits: 0,
      });
    } catch {
      return `${Math.round(amount).toLocaleString('en-GB')} ${code}`;
    }
    currencyFormats.set(code, format);
  }
  return format.format(amount);
}
