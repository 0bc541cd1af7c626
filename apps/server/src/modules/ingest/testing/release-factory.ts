import type { OcdsRelease } from '../ocds-types';

type ReleaseOverrides = Partial<OcdsRelease> & { tender?: Record<string, unknown> };

let sequence = 0;

/** A small but complete CF-style tender release; override any part. */
export function createCfRelease(overrides: ReleaseOverrides = {}): OcdsRelease {
  sequence += 1;
  const guid = `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`;
  const { tender, ...rest } = overrides;
  return {
    ocid: `ocds-b5fd17-${guid}`,
    id: `${guid}-1`,
    date: '2026-09-01T10:00:00+01:00',
    tag: ['tender'],
    tender: {
      title: 'Grounds maintenance services',
      status: 'active',
      classification: {
        scheme: 'CPV',
        id: '77314000',
        description: 'Grounds maintenance services',
      },
      value: { amount: 50000, currency: 'GBP' },
      items: [{ id: '1', deliveryAddresses: [{ region: 'London' }] }],
      ...tender,
    },
    buyer: { id: 'GB-CFS-1', name: 'Example Borough Council' },
    parties: [{ id: 'GB-CFS-1', name: 'Example Borough Council', roles: ['buyer'] }],
    ...rest,
  };
}

/** A small FTS-style release (notice id as release id); override any part. */
export function createFtsRelease(overrides: ReleaseOverrides = {}): OcdsRelease {
  sequence += 1;
  const noticeId = `${String(100000 + sequence).slice(-6)}-2026`;
  const { tender, ...rest } = overrides;
  return {
    ocid: `ocds-h6vhtk-${sequence.toString(16).padStart(6, '0')}`,
    id: noticeId,
    date: '2026-09-03T10:00:00+01:00',
    tag: ['tender'],
    tender: {
      title: 'Grounds maintenance services',
      status: 'active',
      value: { amount: 50000, amountGross: 60000, currency: 'GBP' },
      items: [
        {
          id: '1',
          additionalClassifications: [{ scheme: 'CPV', id: '77314000' }],
          deliveryAddresses: [{ region: 'UKI32' }],
        },
      ],
      ...tender,
    },
    buyer: { id: 'GB-PPON-AAAA-1111-BBBB', name: 'EXAMPLE BOROUGH COUNCIL' },
    parties: [{ id: 'GB-PPON-AAAA-1111-BBBB', name: 'EXAMPLE BOROUGH COUNCIL', roles: ['buyer'] }],
    ...rest,
  };
}
