import type { BuyerGroup } from './buyer-group';

/**
 * UK government departments and national agencies, each narrowed to what it buys: the Ministry
 * of Defence buys defence equipment, vehicles and IT; vaccines come from the health bodies.
 */
export const NATIONAL_BUYERS: readonly BuyerGroup[] = [
  {
    kind: 'central-government',
    jurisdiction: 'UK',
    rows: [
      [
        'Ministry of Defence',
        'Bristol',
        [
          ...['35400000', '35700000', '32500000', '35120000', '34110000', '50110000', '72000000'],
          ...['48000000', '30213100', '18110000', '45210000', '71311000'],
        ],
      ],
      [
        'Department for Education',
        'Westminster',
        ['80000000', '73110000', '72000000', '72212000', '79410000', '79340000', '45214200'],
      ],
      [
        'HM Revenue and Customs',
        'Westminster',
        [
          ...['72000000', '72212000', '48000000', '72253000', '30213100', '64200000', '79410000'],
          ...['79620000', '79713000', '90919200'],
        ],
      ],
      [
        'Department for Work and Pensions',
        'Westminster',
        ['72000000', '72212000', '48000000', '64200000', '79410000', '79340000', '73110000'],
      ],
      [
        'Home Office',
        'Westminster',
        ['72000000', '72212000', '48000000', '35120000', '79540000', '79530000', '79410000'],
      ],
      [
        'Department of Health and Social Care',
        'Westminster',
        ['33600000', '33651600', '33140000', '73110000', '79340000', '79410000', '72000000'],
      ],
      [
        'UK Health Security Agency',
        'Tower Hamlets',
        ['33651600', '33600000', '38430000', '38000000', '71900000', '73110000', '90524000'],
      ],
      [
        'NHS England',
        'Leeds',
        ['72000000', '72212000', '48000000', '48814000', '79410000', '73110000', '85121000'],
      ],
      [
        'Crown Commercial Service',
        'Liverpool',
        [
          ...['09310000', '09123000', '09134100', '30213100', '72000000', '48000000', '64200000'],
          ...['79620000', '66510000', '34110000', '34144900', '79993100', '39130000'],
        ],
      ],
      [
        'Environment Agency',
        'Bristol',
        ['45246000', '71311000', '90700000', '77211400', '73110000', '34110000', '50110000'],
      ],
      [
        'Ministry of Justice',
        'Westminster',
        [
          ...['15800000', '45210000', '45453000', '50700000', '79993100', '72000000', '79410000'],
          ...['80530000', '79713000'],
        ],
      ],
      [
        'Department for Transport',
        'Westminster',
        ['71311000', '73110000', '79410000', '72000000', '79340000'],
      ],
      [
        'Cabinet Office',
        'Westminster',
        ['72000000', '72212000', '79410000', '79340000', '73110000', '80510000'],
      ],
      [
        'Government Property Agency',
        'Birmingham',
        ['45453000', '50700000', '79993100', '90919200', '79713000', '39130000', '71250000'],
      ],
    ],
  },
];
