import { readFileSync } from 'node:fs';
import { OFFICIAL_CPV_LIST_PATH } from '../../src/modules/cpv/official-cpv-list';
import {
  BENCH_BUYER_KINDS,
  BENCH_NATIONAL_BUYERS,
  BENCH_PLACES,
  BENCH_SUPPLIER_STEMS,
  BENCH_SUPPLIER_SUFFIXES,
  BENCH_SUPPLIER_TRADES,
  FALLBACK_CPV,
} from './bench-names';

/**
 * Word material for the benchmark's million rows. The CPV list is the real 2008 vocabulary (9,454
 * labels), so titles and descriptions have the spread of words real notices have; buyers and
 * suppliers are made from the fixed lists in bench-names.ts.
 */
export type BenchVocabulary = {
  cpvCodes: string[];
  cpvLabels: string[];
  buyers: string[];
  buyerRegions: string[];
  suppliers: string[];
  titlePrefixes: string[];
  sentences: string[];
};

/** The CPV 2008 list (`code,description`) the server ships (apps/server/reference-data). */
const CPV_CSV = process.env.BENCH_CPV_CSV ?? OFFICIAL_CPV_LIST_PATH;

/** Minimal CSV reader for `code,description` lines where the description may be quoted. */
function readCpvCsv(): { codes: string[]; labels: string[] } {
  let text: string;
  try {
    text = readFileSync(CPV_CSV, 'utf8');
  } catch {
    // Without the reference list a few codes stand in (fewer distinct words).
    console.warn(`CPV list not found at ${CPV_CSV} (set BENCH_CPV_CSV); using a few codes`);
    return {
      codes: FALLBACK_CPV.map(([code]) => code),
      labels: FALLBACK_CPV.map(([, label]) => label),
    };
  }
  const codes: string[] = [];
  const labels: string[] = [];
  for (const line of text.split(/\r?\n/).slice(1)) {
    const match = /^(\d{8})-\d,(?:"((?:[^"]|"")*)"|(.*))$/.exec(line);
    if (!match) continue;
    codes.push(match[1]!);
    labels.push((match[2] ?? match[3] ?? '').replaceAll('""', '"'));
  }
  return { codes, labels };
}

/** Extra places so buyer names are as varied as real ones (about 650 buyers). */
const EXTRA_PLACES: ReadonlyArray<readonly [string, string]> = [
  ['Gateshead', 'UKC'],
  ['Middlesbrough', 'UKC'],
  ['Northumberland', 'UKC'],
  ['Bolton', 'UKD'],
  ['Cumbria', 'UKD'],
  ['Cheshire East', 'UKD'],
  ['Wirral', 'UKD'],
  ['Bradford', 'UKE'],
  ['York', 'UKE'],
  ['Wakefield', 'UKE'],
  ['Lincolnshire', 'UKF'],
  ['Northamptonshire', 'UKF'],
  ['Wolverhampton', 'UKG'],
  ['Stoke-on-Trent', 'UKG'],
  ['Shropshire', 'UKG'],
  ['Suffolk', 'UKH'],
  ['Hertfordshire', 'UKH'],
  ['Peterborough', 'UKH'],
  ['Hackney', 'UKI'],
  ['Croydon', 'UKI'],
  ['Barnet', 'UKI'],
  ['Islington', 'UKI'],
  ['Surrey', 'UKJ'],
  ['Hampshire', 'UKJ'],
  ['Reading', 'UKJ'],
  ['Milton Keynes', 'UKJ'],
  ['Somerset', 'UKK'],
  ['Plymouth', 'UKK'],
  ['Gloucestershire', 'UKK'],
  ['Newport', 'UKL'],
  ['Gwynedd', 'UKL'],
  ['Wrexham', 'UKL'],
  ['Dundee', 'UKM'],
  ['Highland', 'UKM'],
  ['Fife', 'UKM'],
  ['Lisburn', 'UKN'],
  ['Newry', 'UKN'],
];

const TITLE_PREFIXES = [
  'Provision of',
  'Supply of',
  'Supply and installation of',
  'Framework for',
  'Contract for',
  'Delivery of',
  'Maintenance of',
  'Procurement of',
  'Tender for',
  'Dynamic purchasing system for',
  'Call-off contract for',
  'Term contract for',
  '',
];

/** Boilerplate as real notices carry it: common words that make broad keywords broad. */
const SENTENCES = [
  'The contract will run for an initial period of three years with an option to extend.',
  'Suppliers must be registered on the e-tendering portal to access the documents.',
  'The authority welcomes bids from small and medium-sized enterprises.',
  'Social value will form part of the quality evaluation.',
  'A site visit is available on request before the clarification deadline.',
  'The service must comply with current health and safety legislation.',
  'Bidders should demonstrate experience of similar public sector contracts.',
  'The framework will be divided into regional lots.',
  'Prices must be held for the duration of the contract.',
  'The successful provider will work closely with council officers and local partners.',
  'Training for staff and ongoing support are included in the scope.',
  'The buyer intends to award to the most economically advantageous tender.',
  'Please note this is a planned procurement and timescales may change.',
  'Environmental sustainability and carbon reduction are key priorities.',
  'The contract includes installation, commissioning and maintenance.',
  'Data protection obligations apply to all personal data processed.',
  'Payments will be made monthly in arrears against agreed milestones.',
  'The estimated value covers the full term including extensions.',
  'Responses will be evaluated on quality, price and social value.',
  'Emergency call-out cover is required twenty-four hours a day.',
  'The requirement covers schools, libraries, depots and community buildings.',
  'Digital delivery and accessible services for residents are expected.',
  'Existing equipment must be removed and disposed of responsibly.',
  'Mobilisation is expected within eight weeks of contract award.',
];

function titleCase(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}

export function loadBenchVocabulary(): BenchVocabulary {
  const { codes, labels } = readCpvCsv();
  const places = [...BENCH_PLACES, ...EXTRA_PLACES];
  const buyers: string[] = [];
  const buyerRegions: string[] = [];
  for (const [name, region] of places) {
    for (const kind of BENCH_BUYER_KINDS) {
      buyers.push(kind.replace('{place}', name));
      buyerRegions.push(region);
    }
  }
  for (const name of BENCH_NATIONAL_BUYERS) {
    buyers.push(name);
    buyerRegions.push('');
  }
  const suppliers = BENCH_SUPPLIER_STEMS.flatMap((stem) =>
    BENCH_SUPPLIER_TRADES.flatMap((trade) =>
      BENCH_SUPPLIER_SUFFIXES.map((suffix) => `${stem} ${trade} ${suffix}`),
    ),
  );
  return {
    cpvCodes: codes,
    cpvLabels: labels.map(titleCase),
    buyers,
    buyerRegions,
    suppliers,
    titlePrefixes: TITLE_PREFIXES,
    sentences: SENTENCES,
  };
}
