/**
 * CPV codes (sample-categories.ts) grouped by the duty that makes a public body buy them. A kind
 * of buyer is the sum of its duties (buyer-kinds.ts): a district council collects waste but
 * builds no roads; a health board buys medicines; a police force buys police cars.
 */
export const PURCHASE_GROUPS = {
  /** Every employer with an office: advice, staff, insurance, audit, languages, law. */
  corporate: [
    ...['79410000', '79340000', '66510000', '79620000', '79212000', '79530000', '79540000'],
    ...['79100000', '85140000', '80510000'],
  ],
  digital: ['72000000', '72212000', '48000000', '72253000', '30213100', '32412000', '64200000'],
  /** Running buildings: repairs, cleaning, security, energy, furniture. */
  estate: [
    ...['45453000', '45261210', '45331000', '45310000', '50700000', '50720000', '50750000'],
    ...['79993100', '90919200', '90911300', '79713000', '79711000', '35120000', '09310000'],
    ...['09123000', '71250000', '39130000'],
  ],
  fleet: ['34110000', '34144900', '50110000', '09134100'],
  wasteCollection: ['90511000', '34144511', '90610000'],
  wasteDisposal: ['90513000'],
  parksAndLeisure: ['77314000', '77211400', '92610000'],
  planning: ['71240000', '90700000', '73110000', '45210000'],
  /** Highway and lead local flood authorities. */
  highways: ['45233140', '45221100', '50232100', '71311000', '45246000'],
  supportedBuses: ['60112000'],
  socialCare: ['85312000', '85311000', '85312100', '85312400'],
  /** Education authorities (and, for their own schools, academy trusts). */
  schools: ['60130000', '55524000', '90919300', '39160000', '45214200', '80000000'],
  housing: ['45211000', '90911200', '85312400', '77314000'],
  hospitals: [
    ...['33100000', '33140000', '33600000', '33192000', '48814000', '71900000', '38430000'],
    ...['85111000', '90524000', '45215140', '55320000', '18110000', '55520000'],
  ],
  /** Paying others to care for patients: integrated care boards and health boards. */
  commissioning: ['85121000', '85323000', '85111000', '85143000'],
  policing: ['34114200', '35200000', '35811200', '71900000', '32500000'],
  fire: ['34144210', '35110000', '35113400', '35811100', '50413200', '32500000'],
  universities: ['38000000', '38430000', '45214000', '73110000', '55520000', '15800000'],
  colleges: ['80530000', '45214000', '55520000', '39160000'],
  transport: ['34121000', '60112000', '45233140', '45221100', '71311000', '18110000'],
} as const satisfies Record<string, readonly string[]>;

export type PurchaseGroup = keyof typeof PURCHASE_GROUPS;
