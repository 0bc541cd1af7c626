import { normaliseName } from './normalise-name';

// Words that may accompany "test" in a test notice without making it a real one.
const FILLER_WORDS = new Set([
  ...['test', 'testing', 'tests', 'notice', 'tender', 'buyer', 'organisation', 'organization'],
  ...['org', 'authority', 'council', 'do', 'not', 'use', 'bid', 'apply', 'please', 'ignore'],
  ...['only', 'opportunity', 'contract', 'award', 'supplier', 'company', 'data', 'dummy'],
  ...['sample', 'uat', 'training', 'demo', 'this', 'is', 'a', 'for', 'purposes', 'new'],
]);

/**
 * True for text made only of "test" and filler words ("TEST", "Test notice - please ignore",
 * "Test Buyer 2"), so real names containing the word ("Test Valley Borough Council", "COVID test
 * kits") are not caught.
 */
export function isTestText(text: string | null): boolean {
  if (!text || !/test/i.test(text)) return false;
  const words = normaliseName(text).split(' ').filter(Boolean);
  if (!words.some((word) => word === 'test' || word === 'testing')) return false;
  return words.every((word) => FILLER_WORDS.has(word) || /^\d+$/.test(word));
}

/** Test notices reach production on FTS: both the title and the buyer say "test". */
export function isTestNotice(title: string | null, buyerName: string | null): boolean {
  return isTestText(title) && isTestText(buyerName);
}

/**
 * Buyers that only ever publish test notices. Sell2Wales's software vendor publishes its tests
 * to production under its own name (DATA-SOURCES.md).
 */
const TEST_NOTICE_BUYERS = new Set(['proactis tenders']);

export function isTestNoticeBuyer(buyerName: string | null): boolean {
  return buyerName !== null && TEST_NOTICE_BUYERS.has(normaliseName(buyerName));
}
