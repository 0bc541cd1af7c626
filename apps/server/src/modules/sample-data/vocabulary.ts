/**
 * Word lists for generated sample opportunities: real CPV codes and plausible UK buyers and
 * suppliers, so the sample data exercises search, filters and leaderboards like live data does.
 */
export type SampleCategory = {
  cpv: string;
  label: string;
  category: 'goods' | 'services' | 'works';
  subjects: readonly string[];
  valueRange: readonly [number, number];
};

export const SAMPLE_CATEGORIES: readonly SampleCategory[] = [
  {
    cpv: '72000000',
    label: 'IT services: consulting, software development, Internet and support',
    category: 'services',
    subjects: [
      'Digital transformation partner',
      'Cloud hosting and managed services',
      'Cyber security assessment',
      'Data platform modernisation',
      'Website redesign and hosting',
    ],
    valueRange: [40_000, 4_000_000],
  },
  {
    cpv: '72212000',
    label: 'Programming services of application software',
    category: 'services',
    subjects: [
      'Case management system development',
      'Citizen portal development',
      'Mobile app for resident services',
    ],
    valueRange: [60_000, 2_500_000],
  },
  {
    cpv: '48000000',
    label: 'Software package and information systems',
    category: 'goods',
    subjects: [
      'Finance system licences',
      'Library management system',
      'Electronic patient record software',
    ],
    valueRange: [25_000, 3_000_000],
  },
  {
    cpv: '45000000',
    label: 'Construction work',
    category: 'works',
    subjects: [
      'New primary school construction',
      'Leisure centre refurbishment',
      'Social housing development',
      'Depot extension works',
    ],
    valueRange: [250_000, 25_000_000],
  },
  {
    cpv: '45233140',
    label: 'Roadworks',
    category: 'works',
    subjects: [
      'Highways resurfacing programme',
      'Junction improvement scheme',
      'Footway and cycleway works',
    ],
    valueRange: [150_000, 12_000_000],
  },
  {
    cpv: '45453000',
    label: 'Overhaul and refurbishment work',
    category: 'works',
    subjects: [
      'Kitchen and bathroom replacement programme',
      'Window and door replacement',
      'Roof refurbishment works',
    ],
    valueRange: [80_000, 6_000_000],
  },
  {
    cpv: '50700000',
    label: 'Repair and maintenance services of building installations',
    category: 'services',
    subjects: [
      'Planned and reactive maintenance',
      'Gas servicing and repairs',
      'Lift maintenance contract',
    ],
    valueRange: [30_000, 3_000_000],
  },
  {
    cpv: '90910000',
    label: 'Cleaning services',
    category: 'services',
    subjects: ['Office cleaning services', 'Window cleaning contract', 'Deep cleaning of schools'],
    valueRange: [20_000, 1_500_000],
  },
  {
    cpv: '90500000',
    label: 'Refuse and waste related services',
    category: 'services',
    subjects: [
      'Household waste collection',
      'Clinical waste disposal',
      'Recycling centre operation',
    ],
    valueRange: [100_000, 20_000_000],
  },
  {
    cpv: '77310000',
    label: 'Planting and maintenance services of green areas',
    category: 'services',
    subjects: [
      'Grounds maintenance',
      'Tree surgery framework',
      'Parks and open spaces maintenance',
    ],
    valueRange: [25_000, 2_000_000],
  },
  {
    cpv: '85000000',
    label: 'Health and social work services',
    category: 'services',
    subjects: [
      'Domiciliary care services',
      'Community mental health support',
      'Supported living services',
    ],
    valueRange: [100_000, 15_000_000],
  },
  {
    cpv: '85121000',
    label: 'Medical practice services',
    category: 'services',
    subjects: [
      'GP out-of-hours service',
      'Community dermatology service',
      'Minor injuries unit provision',
    ],
    valueRange: [200_000, 8_000_000],
  },
  {
    cpv: '33600000',
    label: 'Pharmaceutical products',
    category: 'goods',
    subjects: ['Supply of pharmaceutical products', 'Vaccines supply', 'Wound care products'],
    valueRange: [50_000, 10_000_000],
  },
  {
    cpv: '33100000',
    label: 'Medical equipments',
    category: 'goods',
    subjects: ['MRI scanner replacement', 'Patient monitoring equipment', 'Ultrasound systems'],
    valueRange: [80_000, 5_000_000],
  },
  {
    cpv: '80000000',
    label: 'Education and training services',
    category: 'services',
    subjects: [
      'Apprenticeship training provision',
      'Leadership development programme',
      'Adult skills courses',
    ],
    valueRange: [20_000, 1_500_000],
  },
  {
    cpv: '79400000',
    label: 'Business and management consultancy and related services',
    category: 'services',
    subjects: [
      'Organisational review',
      'Programme management support',
      'Procurement advisory services',
    ],
    valueRange: [15_000, 1_200_000],
  },
  {
    cpv: '79340000',
    label: 'Advertising and marketing services',
    category: 'services',
    subjects: ['Public health campaign', 'Tourism marketing campaign', 'Recruitment advertising'],
    valueRange: [10_000, 800_000],
  },
  {
    cpv: '71000000',
    label: 'Architectural, construction, engineering and inspection services',
    category: 'services',
    subjects: [
      'Multi-disciplinary design services',
      'Structural surveys',
      'Flood risk engineering consultancy',
    ],
    valueRange: [20_000, 2_000_000],
  },
  {
    cpv: '60100000',
    label: 'Road transport services',
    category: 'services',
    subjects: ['Home to school transport', 'Community bus services', 'Patient transport service'],
    valueRange: [40_000, 6_000_000],
  },
  {
    cpv: '34144900',
    label: 'Electric vehicles',
    category: 'goods',
    subjects: ['Electric fleet vehicles', 'Electric refuse collection vehicles'],
    valueRange: [100_000, 5_000_000],
  },
  {
    cpv: '09310000',
    label: 'Electricity',
    category: 'goods',
    subjects: ['Supply of electricity', 'Renewable energy supply'],
    valueRange: [200_000, 30_000_000],
  },
  {
    cpv: '15800000',
    label: 'Miscellaneous food products',
    category: 'goods',
    subjects: ['School meals ingredients', 'Catering provisions framework'],
    valueRange: [30_000, 3_000_000],
  },
  {
    cpv: '79710000',
    label: 'Security services',
    category: 'services',
    subjects: ['Manned guarding services', 'CCTV monitoring', 'Key holding and alarm response'],
    valueRange: [20_000, 2_000_000],
  },
  {
    cpv: '66000000',
    label: 'Financial and insurance services',
    category: 'services',
    subjects: ['Insurance services', 'Banking services', 'Pension fund investment advice'],
    valueRange: [30_000, 4_000_000],
  },
  {
    cpv: '79530000',
    label: 'Translation services',
    category: 'services',
    subjects: ['Interpreting and translation services', 'British Sign Language interpreting'],
    valueRange: [10_000, 600_000],
  },
  {
    cpv: '30200000',
    label: 'Computer equipment and supplies',
    category: 'goods',
    subjects: [
      'Laptop and desktop refresh',
      'Network switches and wireless',
      'Audio-visual equipment for classrooms',
    ],
    valueRange: [15_000, 2_500_000],
  },
];

export type SamplePlace = { name: string; region: string; postcode: string; county: string };

export const SAMPLE_PLACES: readonly SamplePlace[] = [
  { name: 'Newcastle', region: 'UKC', postcode: 'NE1', county: 'Tyne and Wear' },
  { name: 'Sunderland', region: 'UKC', postcode: 'SR1', county: 'Tyne and Wear' },
  { name: 'Durham', region: 'UKC', postcode: 'DH1', county: 'County Durham' },
  { name: 'Manchester', region: 'UKD', postcode: 'M1', county: 'Greater Manchester' },
  { name: 'Liverpool', region: 'UKD', postcode: 'L1', county: 'Merseyside' },
  { name: 'Lancashire', region: 'UKD', postcode: 'PR1', county: 'Lancashire' },
  { name: 'Leeds', region: 'UKE', postcode: 'LS1', county: 'West Yorkshire' },
  { name: 'Sheffield', region: 'UKE', postcode: 'S1', county: 'South Yorkshire' },
  { name: 'Hull', region: 'UKE', postcode: 'HU1', county: 'East Riding of Yorkshire' },
  { name: 'Nottingham', region: 'UKF', postcode: 'NG1', county: 'Nottinghamshire' },
  { name: 'Leicester', region: 'UKF', postcode: 'LE1', county: 'Leicestershire' },
  { name: 'Derby', region: 'UKF', postcode: 'DE1', county: 'Derbyshire' },
  { name: 'Birmingham', region: 'UKG', postcode: 'B1', county: 'West Midlands' },
  { name: 'Coventry', region: 'UKG', postcode: 'CV1', county: 'West Midlands' },
  { name: 'Worcestershire', region: 'UKG', postcode: 'WR1', county: 'Worcestershire' },
  { name: 'Cambridge', region: 'UKH', postcode: 'CB1', county: 'Cambridgeshire' },
  { name: 'Norfolk', region: 'UKH', postcode: 'NR1', county: 'Norfolk' },
  { name: 'Essex', region: 'UKH', postcode: 'CM1', county: 'Essex' },
  { name: 'Camden', region: 'UKI', postcode: 'NW1', county: 'Greater London' },
  { name: 'Southwark', region: 'UKI', postcode: 'SE1', county: 'Greater London' },
  { name: 'Westminster', region: 'UKI', postcode: 'SW1A', county: 'Greater London' },
  { name: 'Kent', region: 'UKJ', postcode: 'ME14', county: 'Kent' },
  { name: 'Oxford', region: 'UKJ', postcode: 'OX1', county: 'Oxfordshire' },
  { name: 'Brighton and Hove', region: 'UKJ', postcode: 'BN1', county: 'East Sussex' },
  { name: 'Bristol', region: 'UKK', postcode: 'BS1', county: 'Bristol' },
  { name: 'Devon', region: 'UKK', postcode: 'EX1', county: 'Devon' },
  { name: 'Cornwall', region: 'UKK', postcode: 'TR1', county: 'Cornwall' },
  { name: 'Cardiff', region: 'UKL', postcode: 'CF10', county: 'Cardiff' },
  { name: 'Swansea', region: 'UKL', postcode: 'SA1', county: 'Swansea' },
  { name: 'Glasgow', region: 'UKM', postcode: 'G1', county: 'Glasgow City' },
  { name: 'Edinburgh', region: 'UKM', postcode: 'EH1', county: 'City of Edinburgh' },
  { name: 'Aberdeen', region: 'UKM', postcode: 'AB10', county: 'Aberdeen City' },
  { name: 'Belfast', region: 'UKN', postcode: 'BT1', county: 'Belfast' },
  { name: 'Derry', region: 'UKN', postcode: 'BT48', county: 'Londonderry' },
];

export const BUYER_KINDS = [
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

export const NATIONAL_BUYERS = [
  'Ministry of Defence',
  'Department for Education',
  'HM Revenue and Customs',
  'Crown Commercial Service',
  'Environment Agency',
  'National Highways',
  'Department for Work and Pensions',
  'Home Office',
] as const;

export const SUPPLIER_STEMS = [
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

export const SUPPLIER_TRADES = [
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

/** Legal forms the search benchmark's generator appends (scripts/bench-search). */
export const SUPPLIER_SUFFIXES = ['Ltd', 'Limited', 'PLC', 'LLP', 'Group Ltd'] as const;

/**
 * A company's legal form is part of what it is (stable per company); only its spelling varies
 * between notices, as buyers type it: "Ltd", "Limited", "LTD".
 */
export const SUPPLIER_LEGAL_FORMS = [
  ['Ltd', 'Limited', 'Ltd.', 'LTD'],
  ['Ltd', 'Limited', 'Ltd.', 'LTD'],
  ['Ltd', 'Limited', 'Ltd.', 'LTD'],
  ['PLC', 'plc', 'Public Limited Company', 'PLC'],
  ['LLP', 'LLP', 'Limited Liability Partnership', 'LLP'],
] as const;
