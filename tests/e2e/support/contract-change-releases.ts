/**
 * A contract whose dates a change notice moved, for the radar journey (issue 31): a Find a
 * Tender contract details notice (UK7) and a contract change notice (UK10) on one ocid, shaped
 * as the real samples of both are, with dates around today so the radar's window shows it.
 */
export const CHANGED_CONTRACT = {
  ocid: 'ocds-h6vhtk-0e2e07',
  title: 'E2E route optimisation software',
};

export function contractChangePackage(now: Date) {
  const days = (count: number) => new Date(now.getTime() + count * 86_400_000).toISOString();
  const buyer = { id: 'GB-PPON-E2E-0001', name: 'E2E City Council' };
  const notice = (id: string, noticeType: string, description: string) => ({
    id,
    documentType: 'contractNotice',
    noticeType,
    description,
    url: `https://www.find-tender.service.gov.uk/Notice/${id}`,
    format: 'text/html',
  });
  const base = {
    ocid: CHANGED_CONTRACT.ocid,
    initiationType: 'tender',
    buyer,
    parties: [{ ...buyer, roles: ['buyer'] }],
    tender: { id: 'E2E-7', title: CHANGED_CONTRACT.title, status: 'complete' },
  };
  const contract = (period: Record<string, string>, document: Record<string, string>) => ({
    id: '1',
    awardID: '1',
    status: 'active',
    period,
    value: { amount: 54_000, currency: 'GBP' },
    documents: [document],
  });
  return {
    uri: 'https://www.find-tender.service.gov.uk/api/1.0/ocdsReleasePackages',
    publishedDate: days(0),
    releases: [
      {
        ...base,
        id: '900007-2026',
        date: days(-200),
        tag: ['award', 'contract'],
        awards: [
          {
            id: '1',
            status: 'active',
            suppliers: [{ id: 'GB-E2E-S1', name: 'E2E Routing Limited' }],
          },
        ],
        contracts: [
          contract(
            { startDate: days(-190), endDate: days(40), maxExtentDate: days(70) },
            notice('900007-2026', 'UK7', 'Contract details notice on Find a Tender'),
          ),
        ],
      },
      {
        ...base,
        id: '900010-2026',
        date: days(-20),
        tag: ['contractAmendment'],
        contracts: [
          contract(
            { startDate: days(-190), endDate: days(120), maxExtentDate: days(180) },
            notice('900010-2026', 'UK10', 'Contract change notice on Find a Tender'),
          ),
        ],
      },
    ],
  };
}
