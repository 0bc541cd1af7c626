/** Figures in words for the estimator's findings (en-GB, as the rest of the app writes them). */

export const percent = (rate: number) => {
  const value = rate * 100;
  return value < 1 && value > 0 ? 'under 1%' : `${Math.round(value)}%`;
};

/** "about 1 in 6 (17%)": a chance a reader can picture, with its exact figure. */
export const chanceInWords = (rate: number) =>
  rate > 0 && rate < 0.5 ? `about 1 in ${Math.round(1 / rate)} (${percent(rate)})` : percent(rate);

export const plural = (count: number, one: string, many = `${one}s`) =>
  `${count.toLocaleString('en-GB')} ${count === 1 ? one : many}`;

export const oneDecimal = (value: number) =>
  value.toLocaleString('en-GB', { maximumFractionDigits: 1 });

export const pounds = (value: number) =>
  value.toLocaleString('en-GB', { style: 'currency', currency: 'GBP', maximumFractionDigits: 0 });

export const ukDate = (epochMs: number) =>
  new Date(epochMs).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Europe/London',
  });

/** "A, B and C" */
export const listInWords = (names: readonly string[]) =>
  names.length <= 1
    ? (names[0] ?? '')
    : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;

export const median = (values: readonly number[]) => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
