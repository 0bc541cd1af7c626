import type { SourceSystem } from '../ingest/source-systems';

/**
 * Sample notices and documents do not exist, so their links never name a real portal: they keep
 * each portal's path shape on a host under `.invalid`, a top-level domain reserved never to
 * resolve (RFC 6761). A click goes nowhere rather than to a real page about something else, and
 * the attachment downloader knows them without asking the network.
 */
const SAMPLE_LINK_DOMAIN = 'sample.invalid';

export const SAMPLE_LINK_HOSTS: Readonly<Record<SourceSystem | 'etendering', string>> = {
  ContractsFinder: `contractsfinder.${SAMPLE_LINK_DOMAIN}`,
  FTS: `find-tender.${SAMPLE_LINK_DOMAIN}`,
  PCS: `publiccontractsscotland.${SAMPLE_LINK_DOMAIN}`,
  Sell2Wales: `sell2wales.${SAMPLE_LINK_DOMAIN}`,
  etendering: `etendering.${SAMPLE_LINK_DOMAIN}`,
};

/** Whether a link is one of the sample data's stand-in links. */
export function isSampleLink(url: string): boolean {
  try {
    return new URL(url).hostname.endsWith(`.${SAMPLE_LINK_DOMAIN}`);
  } catch {
    return false;
  }
}
