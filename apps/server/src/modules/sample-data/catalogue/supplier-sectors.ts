import type { Nation } from './sample-places';

/**
 * What a sample supplier does, told by the trade word in its name: a cleaning firm is called
 * "... Cleaning Services Ltd" and only wins what a category lists this sector for.
 */
export type SupplierSector = {
  trades: readonly string[];
  /** Professional firms are often partnerships (LLP); others are companies. */
  isProfessional?: boolean;
  /** Share of its firms that are small or medium-sized (the rest are large). */
  smeShare: number;
};

export const SUPPLIER_SECTORS = {
  cleaning: { trades: ['Cleaning Services', 'Cleaning', 'Hygiene Services'], smeShare: 0.8 },
  facilities: { trades: ['Facilities Management', 'Facilities Services'], smeShare: 0.4 },
  security: { trades: ['Security', 'Security Services', 'Security Systems'], smeShare: 0.7 },
  'building-services': {
    trades: ['Building Services', 'Mechanical and Electrical', 'Property Maintenance', 'Heating'],
    smeShare: 0.7,
  },
  construction: { trades: ['Construction', 'Building Contractors', 'Builders'], smeShare: 0.5 },
  civils: { trades: ['Civil Engineering', 'Civils', 'Surfacing'], smeShare: 0.5 },
  lighting: { trades: ['Lighting', 'Electrical Contractors'], smeShare: 0.7 },
  'design-consultancy': {
    trades: ['Consulting Engineers', 'Surveyors', 'Architects'],
    isProfessional: true,
    smeShare: 0.6,
  },
  energy: { trades: ['Energy', 'Power', 'Fuels'], smeShare: 0.3 },
  waste: { trades: ['Waste Management', 'Recycling', 'Environmental Services'], smeShare: 0.4 },
  environmental: {
    trades: ['Ecology', 'Environmental Consultants'],
    isProfessional: true,
    smeShare: 0.8,
  },
  grounds: { trades: ['Grounds Maintenance', 'Landscapes', 'Tree Care'], smeShare: 0.85 },
  leisure: { trades: ['Leisure', 'Leisure Management'], smeShare: 0.4 },
  catering: { trades: ['Catering', 'Foods', 'Food Services'], smeShare: 0.6 },
  vehicles: { trades: ['Vehicles', 'Commercial Vehicles', 'Fleet Services'], smeShare: 0.4 },
  'passenger-transport': { trades: ['Coaches', 'Travel', 'Buses'], smeShare: 0.8 },
  'patient-transport': { trades: ['Ambulance Service', 'Patient Transport'], smeShare: 0.7 },
  consultancy: {
    trades: ['Consulting', 'Associates', 'Advisory'],
    isProfessional: true,
    smeShare: 0.6,
  },
  marketing: { trades: ['Creative', 'Marketing', 'Media'], smeShare: 0.85 },
  insurance: { trades: ['Insurance Brokers', 'Insurance Services'], smeShare: 0.3 },
  recruitment: { trades: ['Recruitment', 'Staffing', 'Resourcing'], smeShare: 0.6 },
  audit: { trades: ['Accountants', 'Audit Services'], isProfessional: true, smeShare: 0.5 },
  language: { trades: ['Translation', 'Language Services', 'Interpreting'], smeShare: 0.85 },
  legal: { trades: ['Law', 'Legal', 'Solicitors'], isProfessional: true, smeShare: 0.5 },
  digital: { trades: ['Software', 'Digital', 'Systems', 'Technology'], smeShare: 0.6 },
  'it-equipment': { trades: ['IT Supplies', 'Computer Supplies'], smeShare: 0.5 },
  telecoms: { trades: ['Communications', 'Networks', 'Telecom'], smeShare: 0.5 },
  'medical-supplies': {
    trades: ['Medical', 'Pharma', 'Healthcare Supplies', 'Life Sciences'],
    smeShare: 0.4,
  },
  scientific: { trades: ['Scientific', 'Laboratories', 'Instruments'], smeShare: 0.5 },
  'health-services': {
    trades: ['Healthcare', 'Medical Services', 'Clinical Services'],
    smeShare: 0.5,
  },
  care: { trades: ['Care', 'Home Care', 'Care Services', 'Support'], smeShare: 0.8 },
  training: { trades: ['Training', 'Learning', 'Skills'], smeShare: 0.85 },
  furniture: { trades: ['Furniture', 'Interiors'], smeShare: 0.7 },
  research: { trades: ['Research', 'Analytics', 'Insight'], smeShare: 0.7 },
  workwear: { trades: ['Workwear', 'Uniforms', 'Clothing'], smeShare: 0.5 },
  'safety-equipment': {
    trades: ['Safety', 'Fire and Safety', 'Protective Equipment'],
    smeShare: 0.6,
  },
  defence: { trades: ['Defence', 'Defence Systems', 'Aerospace'], smeShare: 0.2 },
} as const satisfies Record<string, SupplierSector>;

export type SectorId = keyof typeof SUPPLIER_SECTORS;

/**
 * Invented name stems, grouped by the nation a firm is based in (local firms read local). None
 * is a well-known company's name; combined with a trade word and a legal form they make names no
 * large firm trades under. Companies House numbers are drawn from ranges not yet issued.
 */
export const SUPPLIER_STEMS: Readonly<Record<Nation, readonly string[]>> = {
  England: [
    ...['Ashcombe', 'Amberley', 'Brackenfield', 'Bramhope', 'Calderbrook', 'Coldharbour'],
    ...['Deepdale', 'Elmstead', 'Fernleigh', 'Kingsmere', 'Marshgate', 'Millbeck'],
    ...['Netherby', 'Oakhurst', 'Pennridge', 'Quarrybank', 'Ravensholme', 'Saxonbury'],
    ...['Stonebridge', 'Thornleigh', 'Yarrowby', 'Wrenfield'],
  ],
  Scotland: [
    'Glenmorrow',
    'Strathbeg',
    'Inverlair',
    'Balcarrie',
    'Corriebank',
    'Tarbrax',
    'Achray',
  ],
  Wales: ['Bryngwyn', 'Pantglas', 'Tanygraig', 'Cwmdulas', 'Llwynfor', 'Penrhos'],
  'Northern Ireland': ['Slievebawn', 'Drumbeg', 'Carnlough', 'Glenariff', 'Lisnabreen'],
};

/** How many firms of each sector are based in each nation (England's serve everywhere). */
export const FIRMS_PER_SECTOR: Readonly<Record<Nation, number>> = {
  England: 7,
  Scotland: 2,
  Wales: 2,
  'Northern Ireland': 1,
};
