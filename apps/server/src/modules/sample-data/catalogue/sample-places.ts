/** The four nations; `UK` marks bodies that serve all of them (central government). */
export type Nation = 'England' | 'Scotland' | 'Wales' | 'Northern Ireland';
export type Jurisdiction = Nation | 'UK';

/**
 * A town a sample buyer sits in: its nation, NUTS 1 region (the code the region filter and the
 * facet key read), the county or council area its address names, and a real postcode district of
 * the town, so `regionFromPostcode` places the address where the region code says it is.
 */
export type SamplePlace = {
  name: string;
  nation: Nation;
  region: string;
  area: string;
  postcode: string;
};

type PlaceRow = readonly [region: string, area: string, postcode: string];

const NATION_OF_REGION: Record<string, Nation> = {
  UKL: 'Wales',
  UKM: 'Scotland',
  UKN: 'Northern Ireland',
};

const PLACE_ROWS = {
  'Newcastle upon Tyne': ['UKC', 'Tyne and Wear', 'NE1'],
  Sunderland: ['UKC', 'Tyne and Wear', 'SR1'],
  Durham: ['UKC', 'County Durham', 'DH1'],
  Middlesbrough: ['UKC', 'Middlesbrough', 'TS1'],
  Manchester: ['UKD', 'Greater Manchester', 'M1'],
  Liverpool: ['UKD', 'Merseyside', 'L3'],
  Preston: ['UKD', 'Lancashire', 'PR1'],
  Lancaster: ['UKD', 'Lancashire', 'LA1'],
  Chester: ['UKD', 'Cheshire', 'CH1'],
  Carlisle: ['UKD', 'Cumbria', 'CA3'],
  Leeds: ['UKE', 'West Yorkshire', 'LS1'],
  Bradford: ['UKE', 'West Yorkshire', 'BD1'],
  Sheffield: ['UKE', 'South Yorkshire', 'S1'],
  Hull: ['UKE', 'Kingston upon Hull', 'HU1'],
  York: ['UKE', 'North Yorkshire', 'YO1'],
  Northallerton: ['UKE', 'North Yorkshire', 'DL7'],
  Nottingham: ['UKF', 'Nottinghamshire', 'NG1'],
  Leicester: ['UKF', 'Leicestershire', 'LE1'],
  Derby: ['UKF', 'Derbyshire', 'DE1'],
  Matlock: ['UKF', 'Derbyshire', 'DE4'],
  Lincoln: ['UKF', 'Lincolnshire', 'LN1'],
  Northampton: ['UKF', 'Northamptonshire', 'NN1'],
  Birmingham: ['UKG', 'West Midlands', 'B1'],
  Coventry: ['UKG', 'West Midlands', 'CV1'],
  Wolverhampton: ['UKG', 'West Midlands', 'WV1'],
  Worcester: ['UKG', 'Worcestershire', 'WR1'],
  Stafford: ['UKG', 'Staffordshire', 'ST16'],
  Shrewsbury: ['UKG', 'Shropshire', 'SY1'],
  Cambridge: ['UKH', 'Cambridgeshire', 'CB1'],
  Peterborough: ['UKH', 'Cambridgeshire', 'PE1'],
  Norwich: ['UKH', 'Norfolk', 'NR1'],
  Ipswich: ['UKH', 'Suffolk', 'IP1'],
  Chelmsford: ['UKH', 'Essex', 'CM1'],
  Hertford: ['UKH', 'Hertfordshire', 'SG13'],
  Luton: ['UKH', 'Bedfordshire', 'LU1'],
  Camden: ['UKI', 'Greater London', 'NW1'],
  Westminster: ['UKI', 'Greater London', 'SW1P'],
  Southwark: ['UKI', 'Greater London', 'SE1'],
  Hackney: ['UKI', 'Greater London', 'E8'],
  Islington: ['UKI', 'Greater London', 'N1'],
  'Tower Hamlets': ['UKI', 'Greater London', 'E14'],
  Croydon: ['UKI', 'Greater London', 'CR0'],
  'City of London': ['UKI', 'Greater London', 'EC2V'],
  Maidstone: ['UKJ', 'Kent', 'ME14'],
  Oxford: ['UKJ', 'Oxfordshire', 'OX1'],
  Reading: ['UKJ', 'Berkshire', 'RG1'],
  'Milton Keynes': ['UKJ', 'Buckinghamshire', 'MK9'],
  Brighton: ['UKJ', 'East Sussex', 'BN1'],
  Lewes: ['UKJ', 'East Sussex', 'BN7'],
  Guildford: ['UKJ', 'Surrey', 'GU1'],
  Winchester: ['UKJ', 'Hampshire', 'SO23'],
  Southampton: ['UKJ', 'Hampshire', 'SO14'],
  Portsmouth: ['UKJ', 'Hampshire', 'PO1'],
  Bristol: ['UKK', 'Bristol', 'BS1'],
  Gloucester: ['UKK', 'Gloucestershire', 'GL1'],
  Swindon: ['UKK', 'Wiltshire', 'SN1'],
  Trowbridge: ['UKK', 'Wiltshire', 'BA14'],
  Taunton: ['UKK', 'Somerset', 'TA1'],
  Exeter: ['UKK', 'Devon', 'EX1'],
  Plymouth: ['UKK', 'Devon', 'PL1'],
  Truro: ['UKK', 'Cornwall', 'TR1'],
  Cardiff: ['UKL', 'Cardiff', 'CF10'],
  Swansea: ['UKL', 'Swansea', 'SA1'],
  Newport: ['UKL', 'Newport', 'NP20'],
  Pontypridd: ['UKL', 'Rhondda Cynon Taf', 'CF37'],
  Bridgend: ['UKL', 'Bridgend', 'CF31'],
  Carmarthen: ['UKL', 'Carmarthenshire', 'SA31'],
  'Llandrindod Wells': ['UKL', 'Powys', 'LD1'],
  Wrexham: ['UKL', 'Wrexham', 'LL11'],
  Mold: ['UKL', 'Flintshire', 'CH7'],
  'St Asaph': ['UKL', 'Denbighshire', 'LL17'],
  Bangor: ['UKL', 'Gwynedd', 'LL57'],
  Caernarfon: ['UKL', 'Gwynedd', 'LL55'],
  Glasgow: ['UKM', 'Glasgow City', 'G2'],
  Edinburgh: ['UKM', 'City of Edinburgh', 'EH1'],
  Aberdeen: ['UKM', 'Aberdeen City', 'AB10'],
  Dundee: ['UKM', 'Dundee City', 'DD1'],
  Inverness: ['UKM', 'Highland', 'IV1'],
  Glenrothes: ['UKM', 'Fife', 'KY7'],
  'St Andrews': ['UKM', 'Fife', 'KY16'],
  Hamilton: ['UKM', 'South Lanarkshire', 'ML3'],
  Stirling: ['UKM', 'Stirling', 'FK8'],
  Paisley: ['UKM', 'Renfrewshire', 'PA1'],
  Perth: ['UKM', 'Perth and Kinross', 'PH1'],
  Belfast: ['UKN', 'Belfast', 'BT1'],
  Londonderry: ['UKN', 'County Londonderry', 'BT48'],
  Lisburn: ['UKN', 'County Antrim', 'BT28'],
  Antrim: ['UKN', 'County Antrim', 'BT41'],
  Ballymena: ['UKN', 'County Antrim', 'BT43'],
  Craigavon: ['UKN', 'County Armagh', 'BT63'],
  Newry: ['UKN', 'County Down', 'BT34'],
  Omagh: ['UKN', 'County Tyrone', 'BT79'],
} as const satisfies Record<string, PlaceRow>;

export type PlaceName = keyof typeof PLACE_ROWS;

export const SAMPLE_PLACES: Readonly<Record<PlaceName, SamplePlace>> = Object.fromEntries(
  Object.entries(PLACE_ROWS).map(([name, [region, area, postcode]]) => [
    name,
    { name, nation: NATION_OF_REGION[region] ?? 'England', region, area, postcode },
  ]),
) as Record<PlaceName, SamplePlace>;

/** Inward-code letters Royal Mail uses (never C, I, K, M, O or V). */
const INWARD_LETTERS = 'ABDEFGHJLNPQRSTUWXYZ';

/** A full postcode in the place's district, the same for the same hash (one per body or firm). */
export function postcodeIn(place: SamplePlace, hash: number): string {
  const letter = (shift: number) => INWARD_LETTERS[(hash >>> shift) % INWARD_LETTERS.length];
  return `${place.postcode} ${1 + (hash % 9)}${letter(4)}${letter(9)}`;
}
