import { readFileSync } from 'node:fs';
import { OFFICIAL_CPV_LIST_PATH, parseCpvCsv } from '../../cpv';
import { type SectorId, SUPPLIER_SECTORS } from './supplier-sectors';

/**
 * A CPV code the sample buyers procure under: the notice category, a plausible range of whole-
 * contract values, the supplier sectors that win it and titles that fit it. Its label is the
 * official one (the CPV 2008 list the server ships), so it is never spelt twice.
 */
export type SampleCategory = {
  cpv: string;
  label: string;
  category: 'goods' | 'services' | 'works';
  valueRange: readonly [number, number];
  sectors: readonly SectorId[];
  subjects: readonly string[];
};

// code | category | value range | sectors | titles (one table line per code: easy to review)
const ROWS = `
45453000 | works | 80k-4m | construction | Building refurbishment works; Internal refurbishment and redecoration; Refurbishment of office accommodation
45261210 | works | 50k-2.5m | construction | Roof replacement programme; Flat roof renewal works
45331000 | works | 60k-3m | building-services | Heating and ventilation upgrade; Air source heat pump installation
45310000 | works | 40k-2m | building-services, lighting | Electrical rewiring works; LED lighting upgrade
45210000 | works | 500k-25m | construction | New depot construction; Construction of a new operational base
45214200 | works | 1m-25m | construction | New primary school construction; School extension and remodelling
45214000 | works | 1m-40m | construction | New teaching and research building; Campus building extension
45215140 | works | 1m-50m | construction | New hospital ward block; Emergency department expansion
45211000 | works | 1m-30m | construction | New affordable homes development; Construction of social rented homes
45233140 | works | 150k-12m | civils | Highways resurfacing programme; Junction improvement scheme; Footway and cycleway works
45221100 | works | 300k-15m | civils | Bridge strengthening works; Footbridge replacement
45246000 | works | 200k-10m | civils | Flood alleviation scheme; Flood defence improvement works
50700000 | services | 30k-3m | building-services, facilities | Planned and reactive maintenance; Building fabric repairs and maintenance
50720000 | services | 30k-2m | building-services | Gas servicing and repairs; Boiler servicing and breakdown repairs
50750000 | services | 20k-800k | building-services | Lift maintenance contract; Lift servicing and repairs
50232100 | services | 100k-4m | lighting | Street lighting maintenance; Street lighting inspection and repairs
50110000 | services | 50k-3m | vehicles | Fleet maintenance and repair; Vehicle servicing and MOT testing
50413200 | services | 20k-800k | safety-equipment | Servicing of breathing apparatus; Fire equipment maintenance
79993100 | services | 200k-15m | facilities | Total facilities management; Integrated facilities management services
90919200 | services | 20k-1.5m | cleaning, facilities | Office cleaning services; Cleaning of administrative buildings
90911200 | services | 20k-1.2m | cleaning | Communal area cleaning; Building cleaning services
90919300 | services | 15k-700k | cleaning | School cleaning services; Cleaning of school premises
90911300 | services | 10k-300k | cleaning | Window cleaning contract; High-level window and facade cleaning
79713000 | services | 30k-2m | security, facilities | Manned guarding services; Security officers and reception cover
79711000 | services | 10k-400k | security | Alarm monitoring and key holding; Intruder alarm monitoring
90511000 | services | 500k-30m | waste | Household waste and recycling collection; Commercial waste collection service
90513000 | services | 300k-40m | waste | Residual waste treatment; Garden and food waste processing; Recycling centre operation
90610000 | services | 100k-5m | waste | Street cleansing services; Mechanical road sweeping
90524000 | services | 50k-3m | waste | Clinical waste collection and disposal; Healthcare waste management
90700000 | services | 20k-1m | environmental | Ecological surveys; Air quality monitoring; Biodiversity net gain assessments
77314000 | services | 25k-3m | grounds | Grounds maintenance; Parks and open spaces maintenance; Sports pitch maintenance
77211400 | services | 15k-800k | grounds | Tree surgery framework; Tree safety inspections and works
92610000 | services | 500k-20m | leisure | Leisure centre management; Operation of sports and leisure facilities
71250000 | services | 20k-1.5m | design-consultancy | Stock condition surveys; Multi-disciplinary design services; Building surveying services
71240000 | services | 20k-2m | design-consultancy | Local plan evidence base; Masterplanning services
71311000 | services | 30k-2.5m | design-consultancy | Highways design consultancy; Flood risk engineering consultancy
55524000 | services | 100k-8m | catering | School meals service; Primary school catering contract
55520000 | services | 50k-5m | catering | Catering and hospitality services; Café and hospitality services
55320000 | services | 200k-6m | catering | Patient meals service; Ward meal provision
60130000 | services | 40k-6m | passenger-transport | Home to school transport; Special educational needs transport
60112000 | services | 100k-10m | passenger-transport | Supported local bus services; Rural bus service contract
85143000 | services | 200k-15m | patient-transport | Non-emergency patient transport service; Patient transport services
79410000 | services | 15k-1.2m | consultancy | Organisational review; Programme management support; Transformation programme support
79340000 | services | 10k-800k | marketing | Recruitment advertising campaign; Communications and marketing support; Public awareness campaign
66510000 | services | 30k-4m | insurance | Insurance services; Property and liability insurance programme
79620000 | services | 100k-20m | recruitment | Temporary agency staff; Interim and agency workers framework
79212000 | services | 15k-600k | audit | Internal audit services; Counter-fraud and internal audit
79530000 | services | 10k-600k | language | Translation services; Document translation and transcription
79540000 | services | 10k-1m | language | Face-to-face and telephone interpreting; British Sign Language interpreting
79100000 | services | 20k-2m | legal | Legal services framework; Employment and property legal advice
72000000 | services | 40k-4m | digital | Digital transformation partner; Cloud hosting and managed services; Cyber security assessment; Data platform modernisation; Website redesign and hosting
72212000 | services | 60k-2.5m | digital | Case management system development; Online services portal development; Mobile app development
72253000 | services | 30k-2m | digital | IT service desk; End user computing support
64200000 | services | 50k-5m | telecoms | Mobile voice and data services; Telephony and contact centre services
71900000 | services | 50k-5m | scientific | Laboratory testing services; Specialist analytical testing
85111000 | services | 200k-10m | health-services | Insourced endoscopy services; Independent sector elective surgery
85121000 | services | 200k-8m | health-services | GP out-of-hours service; Primary care services contract
85323000 | services | 200k-15m | health-services | Community dermatology service; Community musculoskeletal service
85140000 | services | 30k-1.5m | health-services | Occupational health services; Employee assistance programme
85312000 | services | 100k-15m | care | Domiciliary care services; Community support for older people
85311000 | services | 200k-20m | care | Residential care placements; Supported living services
85312100 | services | 50k-3m | care | Day opportunities for adults; Children's day care provision
85312400 | services | 50k-4m | care | Homelessness prevention service; Tenancy sustainment support
80510000 | services | 20k-1.5m | training | Leadership development programme; Health and safety training
80530000 | services | 20k-2m | training | Apprenticeship training provision; Adult skills courses
80000000 | services | 20k-1.5m | training | Tutoring programme; Alternative education provision
73110000 | services | 20k-2m | research | Programme evaluation; Social research study; Resident survey
09310000 | goods | 200k-30m | energy | Supply of electricity; Renewable electricity supply
09123000 | goods | 100k-10m | energy | Supply of natural gas
09134100 | goods | 100k-8m | energy | Supply of bulk diesel fuel; Bulk fuel supply
15800000 | goods | 30k-3m | catering | Catering provisions framework; Supply of chilled and frozen foods
48000000 | goods | 25k-3m | digital | Finance system licences; HR and payroll system; Document management system
48814000 | goods | 200k-20m | digital | Electronic patient record system; Pathology laboratory information system
30213100 | goods | 15k-2.5m | it-equipment | Laptop refresh programme; Supply of laptops and docking stations
32412000 | goods | 50k-4m | telecoms | Wide area network replacement; Wireless network upgrade
32500000 | goods | 50k-5m | telecoms | Mobile radio terminals; Mobile data terminals for vehicles
34110000 | goods | 50k-3m | vehicles | Pool car fleet replacement; Supply of passenger cars
34144900 | goods | 100k-5m | vehicles | Electric fleet vehicles; Electric van replacement programme
34144511 | goods | 200k-6m | vehicles | Refuse collection vehicles; Electric refuse collection vehicles
34121000 | goods | 500k-30m | vehicles | Zero emission buses; Supply of electric buses
34114200 | goods | 200k-8m | vehicles | Marked and unmarked police vehicles; Response vehicles
34144210 | goods | 300k-10m | vehicles | Fire appliances; Aerial ladder platforms
33100000 | goods | 80k-5m | medical-supplies | MRI scanner replacement; Patient monitoring equipment; Ultrasound systems
33140000 | goods | 50k-5m | medical-supplies | Wound care products; Medical and surgical consumables
33600000 | goods | 50k-10m | medical-supplies | Supply of pharmaceutical products; Generic medicines supply
33651600 | goods | 100k-20m | medical-supplies | Seasonal influenza vaccines; Childhood immunisation vaccines
33192000 | goods | 30k-1.5m | medical-supplies | Hospital beds and mattresses; Medical furniture supply
38000000 | goods | 30k-2m | scientific | Supply of laboratory equipment; Confocal microscope
38430000 | goods | 50k-3m | scientific | Mass spectrometry system; Pathology analysers
35120000 | goods | 30k-1.5m | security | CCTV system upgrade; Access control and CCTV installation
35200000 | goods | 30k-2m | safety-equipment | Body armour; Officer safety equipment
35110000 | goods | 30k-2m | safety-equipment | Breathing apparatus replacement; Hydraulic rescue equipment
35113400 | goods | 50k-3m | workwear, safety-equipment | Structural firefighting PPE; Protective clothing managed service
35811200 | goods | 50k-3m | workwear | Police uniform supply; Operational uniform managed service
35811100 | goods | 30k-2m | workwear | Fire-brigade uniforms; Station wear and uniform supply
35400000 | goods | 1m-50m | defence | Protected mobility vehicle spares; Military vehicle support
35700000 | goods | 500k-50m | defence | Tactical communications systems; Radar system upgrade
18110000 | goods | 20k-1.5m | workwear | Staff uniforms; Corporate and occupational clothing
39130000 | goods | 15k-800k | furniture | Office furniture supply; Furniture for office refurbishment
39160000 | goods | 15k-800k | furniture | Classroom furniture; School furniture supply
`;

function parseAmount(text: string): number {
  const match = /^(\d+(?:\.\d+)?)([km])$/.exec(text.trim());
  if (!match) throw new Error(`sample category value "${text}" is not like 80k or 2.5m`);
  return Math.round(Number(match[1]) * (match[2] === 'k' ? 1_000 : 1_000_000));
}

function parseRow(line: string, labels: ReadonlyMap<string, string>): SampleCategory {
  const [cpv = '', category, range = '', sectors = '', subjects = ''] = line.split(' | ');
  const label = labels.get(cpv);
  if (!label) throw new Error(`sample category ${cpv} is not in the official CPV list`);
  if (category !== 'goods' && category !== 'services' && category !== 'works') {
    throw new Error(`sample category ${cpv}: "${category}" is not goods, services or works`);
  }
  const sectorIds = sectors.split(', ').map((sector) => {
    if (!(sector in SUPPLIER_SECTORS)) throw new Error(`sample category ${cpv}: no ${sector}`);
    return sector as SectorId;
  });
  const [low = '', high = ''] = range.split('-');
  return {
    cpv,
    label,
    category,
    valueRange: [parseAmount(low), parseAmount(high)],
    sectors: sectorIds,
    subjects: subjects.split('; '),
  };
}

let categories: ReadonlyMap<string, SampleCategory> | undefined;

/** Every sample category by CPV code (read once, with the labels of the official list). */
export function sampleCategories(): ReadonlyMap<string, SampleCategory> {
  if (!categories) {
    const labels = new Map(
      parseCpvCsv(readFileSync(OFFICIAL_CPV_LIST_PATH, 'utf8')).map(({ code, label }) => [
        code,
        label,
      ]),
    );
    const lines = ROWS.trim().split('\n');
    categories = new Map(lines.map((line) => parseRow(line, labels)).map((c) => [c.cpv, c]));
  }
  return categories;
}

/** The first two digits of a CPV code: its division (`90` cleaning, refuse and environment). */
export const cpvDivision = (code: string) => code.slice(0, 2);
