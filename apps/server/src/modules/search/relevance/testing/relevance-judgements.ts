/**
 * The relevance test set (issue 18): searches a bid manager types, each with the notices of the
 * fixed corpus (relevance-corpus.ts) they expect near the top, by exact title, and why. Written by
 * hand from reading the corpus; the ranking code played no part in choosing them. Every listed
 * notice matches its search: the set grades the order, not the match.
 */
export type Judgement = { query: string; relevant: string[]; reason: string };

export const JUDGEMENTS: Judgement[] = [
  {
    query: 'cleaning',
    relevant: [
      "St George's Academy ~ Cleaning Services Tender",
      'EC0849 ACE End of Lease Cleaning Services',
      'Cleaning of Educational and Other Establishments within Rhondda Cynon Taf CBC - Framework',
      'Cleaning',
      'Window Cleaning Programme',
    ],
    reason: 'Cleaning contracts themselves, not frameworks that list cleaning among 30 services.',
  },
  {
    query: 'security services',
    relevant: [
      'SETP East Kilbride Security Services',
      'Aberdeen Harbour Board Security Services Contract',
      'MTCBC Provision of Security Services 2025',
      'CRI Security Services',
    ],
    reason: 'Manned security contracts; "services" is in nearly every notice and says little.',
  },
  {
    query: 'training',
    relevant: [
      'Soft Skills Training',
      'Naso-Gastric Feeding Training',
      'Oxfordshire Domestic Abuse Training Service',
      'Provision of Training for New Clinical/Educational Supervisors',
    ],
    reason: 'Training is what is bought, named in a short title.',
  },
  {
    query: 'bus service',
    relevant: [
      'Lewis and Harris School and Public Bus Service 2019-26',
      'Cytundeb gwasanaeth bws lleol / Local bus service contract',
      'Public Bus Service - G10 Bethesda-Mynydd Llandygai-Bangor',
      'TrawsCymru T4 Bus Operator Services',
    ],
    reason: 'Bus routes to run; an advertising contract on bus shelters is not one.',
  },
  {
    query: 'domestic abuse',
    relevant: [
      'Domestic Abuse Support Service',
      'Provision of Accommodation Based Support Services for Victims of Domestic Abuse',
      "Oxfordshire Domestic Abuse Champion's Network",
      'Oxfordshire Domestic Abuse Training Service',
    ],
    reason: 'Domestic abuse services in the title; a framework naming it in a list is noise.',
  },
  {
    query: 'funeral',
    relevant: ['Funeral and associated services', 'BTH579 Funeral Services'],
    reason: 'Both funeral contracts, whatever their age.',
  },
  {
    query: 'mental health',
    relevant: [
      'Mental Health Crisis Cafe',
      'CYP Mental Health Crisis Training Pathway',
      'National Framework Agreement for the provision of Mental Health and Wellbeing Services',
      'Alternatives to Admission Community Assertive Outreach Service for Children and Young People in Mental Health Crisis',
    ],
    reason: 'Mental health services to deliver.',
  },
  {
    query: 'software',
    relevant: [
      'Payroll Software Replacement',
      'Route optimisation software',
      'Requirement Software space based scientific projects',
      'Software System To Support Business School Accreditation Programmes - University of Aberdeen',
    ],
    reason: 'Software to supply, named in the title.',
  },
  {
    query: 'waste',
    relevant: [
      'Waste Haulage',
      'Composting of Organic Green Waste',
      'Reception , Treatment and Disposal of Residual Waste',
      'EC0853 The University of Edinburgh Confidential Waste',
      'Clinical Waste Uplift & Disposal & Associated Services - University of Aberdeen',
    ],
    reason: 'Waste contracts; omnibus frameworks mention "waste collection" in passing.',
  },
  {
    query: 'school transport',
    relevant: [
      'Tender for the Supply of School Transport Services 2019',
      'Provision of School Transport on Islay (2019-2024)',
      'Transport of Pupils with Additional Support Needs 2019-2022',
    ],
    reason: 'Home-to-school transport, even when old.',
  },
  {
    query: 'audit',
    relevant: ['Internal Audit Services', 'Audit Certification Framework'],
    reason: 'Audit services; a "spatial audit" of habitats is a survey.',
  },
  {
    query: 'fire alarm',
    relevant: [
      'Provision of Fire & Intruder Alarm Equipment Servicing and Maintenance',
      'Fire Systems Maintenance Contract',
    ],
    reason: 'Fire alarm and fire system servicing.',
  },
  {
    query: 'bridge inspection',
    relevant: ['Bridge Inspection and Structural Maintenance'],
    reason: 'The one bridge inspection contract.',
  },
  {
    query: 'cctv',
    relevant: [
      'CCTV Monitoring Centre',
      'Ref 235 - RBKC Council Housing - Door Entry, CCTV, Gates and Barriers Maintenance Services PPM2 2021',
    ],
    reason: 'CCTV in the title.',
  },
  {
    query: 'catering',
    relevant: ['School Catering Services', 'Abbey Woods Academy Catering Kitchen Relocation'],
    reason: 'Catering in the title; omnibus frameworks list it among many.',
  },
  {
    query: 'survey',
    relevant: [
      'Peatland Survey Framework 2025',
      'CON-00000309: Peakon ApS Staff survey services',
      'Provision of Household Below Average Income data validation survey',
    ],
    reason: 'Surveys to carry out.',
  },
  {
    query: 'roofing',
    relevant: [
      'Roofing Systems & Associated Works',
      'Design and Installation of Roof Mounted Solar PV Systems Framework Agreement',
    ],
    reason: 'Roof works (stemming joins roof and roofing).',
  },
  {
    query: 'kitchens bathrooms',
    relevant: ['WHQS Kitchens Bathrooms and Rewires', 'Kitchens & Bathrooms Programme'],
    reason: 'Housing kitchen and bathroom programmes.',
  },
  {
    query: 'legal advice',
    relevant: ['HR & Legal Advice Support Services', 'Employment Law Services'],
    reason: 'Legal advice to a public body.',
  },
  {
    query: 'advertising',
    relevant: [
      'Digital Advertising Framework',
      'Roadside and Bus Shelter Advertising Contracts',
      'Media buying agency for on and off line advertising space',
    ],
    reason: 'Advertising contracts.',
  },
  {
    query: 'vehicle maintenance',
    relevant: [
      'Carmarthenshire Fleet Vehicle Maintenance and Repair Framework',
      'Supply of Vehicles, Maintenance and Tracking',
    ],
    reason: 'Fleet maintenance; other maintenance is a different trade.',
  },
  {
    query: 'gas servicing',
    relevant: ['Gas Servicing and Reactive maintenance contract'],
    reason: 'Gas servicing itself.',
  },
  {
    query: 'lift maintenance',
    relevant: ['Lift Maintenance', 'Lift Preventative Maintenance'],
    reason: 'Lift maintenance contracts.',
  },
  {
    query: 'automatic doors',
    relevant: [
      'Automatic Doors, Barriers and Gates (Civic & Commercial Properties) Maintenance and Repairs',
      'BCU-OJEU-58561 - Pan-BCU Automatic Door Service & Maintenance',
    ],
    reason: 'Automatic door maintenance.',
  },
  {
    query: 'recycling',
    relevant: ['Recycling Centre Operation', 'Cullet Recycling'],
    reason: 'Recycling contracts.',
  },
  {
    query: 'childcare',
    relevant: [
      'Ceredigion - Flying Start Provision of Childcare',
      'System Brynu Ddynamig Gofal Plant Ynys Mon / Dynamic Purchasing System for Anglesey Childcare',
    ],
    reason: 'Childcare provision.',
  },
  {
    query: 'network equipment',
    relevant: ['Network Equipment Refresh', 'On Premise & Network Hardware Break/fix'],
    reason: 'IT network hardware, not a network of champions.',
  },
  {
    query: 'landscape',
    relevant: [
      'Caledonia Housing Association - Landscape Maintenance 2019 - 2023 (West Dunbartonshire)',
      'Making Places, Woodside. Landscape Architect',
      'Hard Landscaping - Hard Landscaping - Parks',
    ],
    reason: 'Landscape work.',
  },
  {
    query: 'grass cutting',
    relevant: [
      'Grass Cutting Contract 2025-30',
      'Highway Verge & Hedge Cutting with Tractor and Flail',
    ],
    reason: 'Grounds cutting contracts.',
  },
  {
    query: 'air services',
    relevant: [
      'The Provision of Air Services between Glasgow Airport and Campbeltown, Tiree and Barra',
      'Minimum Twice Daily Return Air Service between Dundee Airport and London',
    ],
    reason: 'Scheduled air routes, not air conditioning.',
  },
  {
    query: 'electric vehicle charging',
    relevant: ['Ceredigion - Electric Vehicle Charging Infrastructure 2025'],
    reason: 'EV charging points.',
  },
  {
    query: 'highway maintenance',
    relevant: [
      'Highways Maintenance Work',
      'P0989 - Highway Maintenance and Management PFI Contract Restructuring Support',
    ],
    reason: 'Highway maintenance.',
  },
  {
    query: 'payroll',
    relevant: ['Payroll Software Replacement'],
    reason: 'The payroll system.',
  },
  {
    query: 'crisis',
    relevant: [
      'Mental Health Crisis Cafe',
      'CYP Mental Health Crisis Training Pathway',
      'Alternatives to Admission Community Assertive Outreach Service for Children and Young People in Mental Health Crisis',
    ],
    reason: 'Crisis services.',
  },
  {
    query: 'laundry',
    relevant: ['Laundry Services'],
    reason: 'The laundry contract; omnibus frameworks list laundry once.',
  },
  {
    query: 'furniture',
    relevant: ['Provision of Furniture Solutions (III)'],
    reason: 'Furniture supply.',
  },
  {
    query: 'insurance',
    relevant: ['Provision of Insurance and Related Services to Caredig Limited'],
    reason: 'Insurance cover.',
  },
  {
    query: 'security, cctv',
    relevant: [
      'CCTV Monitoring Centre',
      'SETP East Kilbride Security Services',
      'Aberdeen Harbour Board Security Services Contract',
      'MTCBC Provision of Security Services 2025',
      'CRI Security Services',
    ],
    reason: 'Either trade, named in the title.',
  },
  {
    query: 'catering, laundry',
    relevant: [
      'School Catering Services',
      'Laundry Services',
      'Abbey Woods Academy Catering Kitchen Relocation',
    ],
    reason: 'Either service, named in the title.',
  },
  {
    query: '"mental health" -framework',
    relevant: ['Mental Health Crisis Cafe', 'CYP Mental Health Crisis Training Pathway'],
    reason: 'Mental health services that are not frameworks.',
  },
  {
    query: 'housing repairs',
    relevant: [
      'Provision of Responsive Repairs at Student Accommodation',
      'Repairs and Maintenance DPS',
    ],
    reason: 'Repairs to homes.',
  },
  {
    query: 'heating',
    relevant: [
      'Combined Heat & Power Plant District Heating Network Contract',
      'Foxes Piece School - Heating Circuit',
    ],
    reason: 'Heating works.',
  },
  {
    query: 'maintenance',
    relevant: [
      'Lift Maintenance',
      'Fire Systems Maintenance Contract',
      'Highways Maintenance Work',
      'Swimming Pool Maintenance',
      'Lift Preventative Maintenance',
    ],
    reason: 'Maintenance contracts, short titles about it; not omnibus frameworks.',
  },
];
