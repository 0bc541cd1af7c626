import type { Stage } from '../ingest/compiled-opportunity';
import type { SampleCategory } from './catalogue/sample-categories';

/** Singular things a buyer buys one of ("a tree surgery framework", "an MRI scanner upgrade"). */
const COUNTABLE =
  /(programme|campaign|contract|partner|scheme|system|service|framework|survey|review|microscope|desk|upgrade|block|replacement|study|evaluation|expansion|extension|building)$/;

function withArticle(phrase: string): string {
  if (!COUNTABLE.test(phrase) || phrase.includes(' of ')) return phrase;
  const firstWord = phrase.split(' ')[0]!;
  const isAcronym = firstWord === firstWord.toUpperCase();
  const soundsLikeVowel = isAcronym ? /^[AEFHILMNORSX]/.test(firstWord) : /^[aeiou]/i.test(phrase);
  return `${soundsLikeVowel ? 'an' : 'a'} ${phrase}`;
}

/** "Gas servicing" -> "gas servicing" inside a sentence; acronyms and "British" stay as they are. */
function inSentence(text: string): string {
  const firstWord = text.split(' ')[0]!;
  const isPlainWord = firstWord.slice(1) === firstWord.slice(1).toLowerCase();
  return isPlainWord && firstWord !== 'British' ? text[0]!.toLowerCase() + text.slice(1) : text;
}

/** What the notice says: who buys what, under which CPV heading. */
export function describeSampleNotice(
  buyerName: string,
  subject: string,
  category: SampleCategory,
  stage: Stage,
): string {
  const verb =
    stage === 'planning'
      ? 'plans to procure'
      : stage === 'award' || stage === 'awardUpdate'
        ? 'has awarded a contract for'
        : 'invites tenders for';
  return `${buyerName} ${verb} ${withArticle(inSentence(subject))}.\n\nThe contract covers ${inSentence(category.label)}. This is generated sample data shown while live data from the portals is unavailable.`;
}
