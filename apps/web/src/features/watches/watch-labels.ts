/** The watch button's words: one place, so the account page's hint names the real button. */
export const WATCH_PROCUREMENT_LABEL = 'Watch this procurement';
/** On a planning notice, where the next notice awaited is its tender. */
export const WATCH_TENDER_LABEL = 'Tell me when the tender is published';
