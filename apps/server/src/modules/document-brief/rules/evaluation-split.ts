import { defineRule } from './brief-rule';

/**
 * The weighting of quality, price and social value. Written "60% Quality / 40% Price", "Quality
 * 60%, Price 30%, Social Value 10%", "quality (70%) and price (30%)", "a 60:40 quality:price
 * split", or as a flattened table over a few lines. Weights are read only when the criteria found
 * add up to 100, so a question's sub-weighting is never taken for the split.
 */
type Criterion = 'quality' | 'price' | 'social';
const CRITERION =
  /\b(?:(social\s+value)|(quality|technical|qualitative)|(price|cost|commercial|financial))\b/gi;
const PERCENT = /\b(\d{1,3}(?:\.\d+)?)\s*%/g;
const RATIO =
  /\b(\d{1,2})\s*[:/]\s*(\d{1,2})\s*(?:%\s*)?(quality|price|cost)\s*[:/]\s*(quality|price|cost)\b|\b(quality|price|cost)\s*[:/]\s*(quality|price|cost)\s+(?:split|ratio|weighting)?\s*(?:of\s+)?(\d{1,2})\s*[:/]\s*(\d{1,2})\b/i;

function criterionOf(m: RegExpMatchArray): Criterion {
  if (m[1]) return 'social';
  return m[2] ? 'quality' : 'price';
}

function fromRatio(sentence: string): Partial<Record<Criterion, number>> | null {
  const m = RATIO.exec(sentence);
  if (!m) return null;
  const [first, second, a, b] = m[1] ? [m[3], m[4], m[1], m[2]] : [m[5], m[6], m[7], m[8]];
  const name = (word = '') => (/quality/i.test(word) ? 'quality' : 'price');
  if (name(first) === name(second)) return null;
  return { [name(first)]: Number(a), [name(second)]: Number(b) };
}

function fromPercentages(sentence: string): Partial<Record<Criterion, number>> {
  const criteria = [...sentence.matchAll(CRITERION)];
  const percents = [...sentence.matchAll(PERCENT)];
  const firstCriterion = criteria[0];
  const firstPercent = percents[0];
  if (!firstCriterion || !firstPercent) return {};
  // A table or list names each criterion before its weight, prose often the weight first.
  const isLabelFirst = firstCriterion.index < firstPercent.index;
  const weights: Partial<Record<Criterion, number>> = {};
  for (const percent of percents) {
    const owner = isLabelFirst
      ? criteria.filter((c) => c.index < percent.index).at(-1)
      : criteria.find((c) => c.index > percent.index);
    if (!owner) continue;
    const criterion = criterionOf(owner);
    if (weights[criterion] === undefined) weights[criterion] = Number(percent[1]);
  }
  return weights;
}

export const evaluationSplitRule = defineRule({
  field: 'evaluation_split',
  cue: /quality|price|cost|technical|commercial|social value/i,
  spanSentences: 4,
  read(sentence) {
    const weights = fromRatio(sentence) ?? fromPercentages(sentence);
    const { quality, price, social } = weights;
    if (quality === undefined || price === undefined) return null;
    if (quality + price + (social ?? 0) !== 100) return null;
    const parts = [`Quality ${quality}%`, `Price ${price}%`];
    if (social !== undefined) parts.push(`Social value ${social}%`);
    return {
      value: { qualityPercent: quality, pricePercent: price, socialValuePercent: social ?? null },
      summary: parts.join(', '),
    };
  },
});
