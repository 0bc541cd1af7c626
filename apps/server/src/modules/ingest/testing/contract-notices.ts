import type { OcdsRelease } from '../ocds-types';
import { loadSampleReleases } from './sample-releases';

/** One release of the real Find a Tender samples, by its notice id. */
export const sampleRelease = (id: string) => {
  const release = loadSampleReleases('FTS').find((item) => item.id === id);
  if (!release) throw new Error(`sample ${id} missing`);
  return release;
};

/**
 * A UK7 on the real UK10's ocid, modelled on the real UK7 (028961-2025): the contract the UK10
 * changes. Its end (30 Jun 2026) and maximum extent (31 Aug 2026) are what the UK10 moves.
 */
export function contractDetailsBeforeChange(): OcdsRelease {
  const uk7 = sampleRelease('028961-2025');
  const uk10 = sampleRelease('083674-2026');
  const contract = (uk7.contracts as Record<string, unknown>[])[0];
  return {
    ...uk7,
    id: '070001-2026',
    ocid: uk10.ocid,
    date: '2026-03-02T10:00:00+00:00',
    buyer: uk10.buyer,
    tender: { ...(uk7.tender as object), title: (uk10.tender as { title: string }).title },
    contracts: [
      {
        ...contract,
        period: {
          startDate: '2026-03-01T00:00:00Z',
          endDate: '2026-06-30T23:59:59+01:00',
          maxExtentDate: '2026-08-31T23:59:59+01:00',
        },
        documents: [
          {
            id: '070001-2026',
            documentType: 'contractNotice',
            noticeType: 'UK7',
            url: 'https://www.find-tender.service.gov.uk/Notice/070001-2026',
          },
        ],
      },
    ],
  };
}

/**
 * A UK11 built from the OCDS shape Find a Tender documents for it (no real one in the samples),
 * modelled on the real UK10: tag `contractTermination`, the contract `terminated` with the day
 * it ended as `finalStatusDate` (as the real UK12 dates its cancelled award).
 */
export function terminationOf(uk10: OcdsRelease, id: string, endedOn: string): OcdsRelease {
  const contract = (uk10.contracts as Record<string, unknown>[])[0];
  return {
    ...uk10,
    id,
    tag: ['contractTermination'],
    date: '2026-11-02T09:00:00Z',
    contracts: [
      {
        id: contract.id,
        awardID: contract.awardID,
        status: 'terminated',
        finalStatusDate: endedOn,
        documents: [
          {
            id,
            documentType: 'contractNotice',
            noticeType: 'UK11',
            url: `https://www.find-tender.service.gov.uk/Notice/${id}`,
          },
        ],
      },
    ],
  };
}
