/**
 * The names bench:search has always seeded its million rows with (once the sample data's word
 * lists). They are kept unchanged here so a benchmark database stays the same data from run to
 * run and its timings stay comparable (GENERATOR_VERSION in prepare-database.ts). Benchmark rows
 * draw buyer, CPV code and supplier independently, so they are never shown to users; the sample
 * data `npm start` shows is made by src/modules/sample-data.
 */

/** The CPV codes and labels used when the CPV list is missing. */
export const FALLBACK_CPV: ReadonlyArray<readonly [code: string, label: string]> = [
  ['72000000', 'IT services: consulting, software development, Internet and support'],
  ['72212000', 'Programming services of application software'],
  ['48000000', 'Software package and information systems'],
  ['45000000', 'Construction work'],
  ['45233140', 'Roadworks'],
  ['45453000', 'Overhaul and refurbishment work'],
  ['50700000', 'Repair and maintenance services of building installations'],
  ['90910000', 'Cleaning services'],
  ['90500000', 'Refuse and waste related services'],
  ['77310000', 'Planting and maintenance services of green areas'],
  ['85000000', 'Health and social work services'],
  ['85121000', 'Medical practice services'],
  ['33600000', 'Pharmaceutical products'],
  ['33100000', 'Medical equipments'],
  ['80000000', 'Education and training services'],
  ['79400000', 'Business and management consultancy and related services'],
  ['79340000', 'Advertising and marketing services'],
  ['71000000', 'Architectural, construction, engineering and inspection services'],
  ['60100000', 'Road transport services'],
  ['34144900', 'Electric vehicles'],
  ['09310000', 'Electricity'],
  ['15800000', 'Miscellaneous food products'],
  ['79710000', 'Security services'],
  ['66000000', 'Financial and insurance services'],
  ['79530000', 'Translation services'],
  ['30200000', 'Computer equipment and supplies'],
];

/** Places (name and NUTS 1 region) that buyer names are made from. */
export const BENCH_PLACES: ReadonlyArray<readonly [name: string, region: string]> = [
  ['Newcastle', 'UKC'],
  ['Sunderland', 'UKC'],
  ['Durham', 'UKC'],
  ['Manchester', 'UKD'],
  ['Liverpool', 'UKD'],
  ['Lancashire', 'UKD'],
  ['Leeds', 'UKE'],
  ['Sheffield', 'UKE'],
  ['Hull', 'UKE'],
  ['Nottingham', 'UKF'],
  ['Leicester', 'UKF'],
  ['Derby', 'UKF'],
  ['Birmingham', 'UKG'],
  ['Coventry', 'UKG'],
  ['Worcestershire', 'UKG'],
  ['Cambridge', 'UKH'],
  ['Norfolk', 'UKH'],
  ['Essex', 'UKH'],
  ['Camden', 'UKI'],
  ['Southwark', 'UKI'],
  ['Westminster', 'UKI'],
  ['Kent', 'UKJ'],
  ['Oxford', 'UKJ'],
  ['Brighton and Hove', 'UKJ'],
  ['Bristol', 'UKK'],
  ['Devon', 'UKK'],
  ['Cornwall', 'UKK'],
  ['Cardiff', 'UKL'],
  ['Swansea', 'UKL'],
  ['Glasgow', 'UKM'],
  ['Edinburgh', 'UKM'],
  ['Aberdeen', 'UKM'],
  ['Belfast', 'UKN'],
  ['Derry', 'UKN'],
];

export const BENCH_BUYER_KINDS = [
  '{place} City Council',
  '{place} County Council',
  'NHS {place} Integrated Care Board',
  '{place} University Hospitals NHS Foundation Trust',
  '{place} Housing Association',
  '{place} Fire and Rescue Service',
  '{place} Police',
  'University of {place}',
  '{place} College',
] as const;

export const BENCH_NATIONAL_BUYERS = [
  'Ministry of Defence',
  'Department for Education',
  'HM Revenue and Customs',
  'Crown Commercial Service',
  'Environment Agency',
  'National Highways',
  'Department for Work and Pensions',
  'Home Office',
] as const;

export const BENCH_SUPPLIER_STEMS = [
  'Apex',
  'Northgate',
  'Meridian',
  'Brightwater',
  'Kestrel',
  'Thames',
  'Pennine',
  'Summit',
  'Harbour',
  'Oakfield',
  'Redwood',
  'Castle',
  'Silverline',
  'Evergreen',
  'Granite',
  'Lighthouse',
  'Beacon',
  'Riverside',
  'Cobalt',
  'Heritage',
  'Pinnacle',
  'Horizon',
  'Orchard',
  'Sterling',
] as const;

export const BENCH_SUPPLIER_TRADES = [
  'Digital',
  'Construction',
  'Facilities',
  'Care',
  'Consulting',
  'Engineering',
  'Healthcare',
  'Technology',
  'Services',
  'Logistics',
  'Maintenance',
  'Solutions',
] as const;

/** Legal forms appended to supplier names. */
export const BENCH_SUPPLIER_SUFFIXES = ['Ltd', 'Limited', 'PLC', 'LLP', 'Group Ltd'] as const;
