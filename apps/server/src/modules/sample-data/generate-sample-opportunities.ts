import { createHash } from 'node:crypto';
import type {
  CompiledAward,
  CompiledDocument,
  CompiledOpportunity,
} from '../ingest/compiled-opportunity';
import { finaliseOpportunity } from '../ingest/finalise-opportunity';
import { createRandom, type Random } from './random';
import {
  pickSamplePlace,
  pickSampleSource,
  sampleAttachmentUrl,
  sampleNoticeType,
  sampleNoticeUrl,
  sampleOcid,
} from './sample-sources';
import {
  BUYER_KINDS,
  NATIONAL_BUYERS,
  SAMPLE_CATEGORIES,
  SAMPLE_PLACES,
  type SamplePlace,
  SUPPLIER_LEGAL_FORMS,
  SUPPLIER_STEMS,
  SUPPLIER_TRADES,
} from './vocabulary';

type SampleSupplier = {
  name: string;
  scheme: string | null;
  identifier: string | null;
  scale: string | null;
  locality: string;
  postal_code: string;
};
const DAY = 86_400_000;
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

function sampleWacId(ocid: string): string {
  const digest = createHash('sha256').update(ocid).digest();
  let id = '';
  for (let i = 0; i < 10; i++) id += CROCKFORD[digest[i]! % 32];
  return `WAC-${id}`;
}

function buyerFor(random: Random, place: SamplePlace): { name: string; id: string } {
  if (random.chance(0.12)) {
    const name = random.pick(NATIONAL_BUYERS);
    return { name, id: `GB-GOR-${name.length}${name.charCodeAt(0)}` };
  }
  const name = random.pick(BUYER_KINDS).replace('{place}', place.name);
  return {
    name,
    id: `GB-PPON-${createHash('md5').update(name).digest('hex').slice(0, 8).toUpperCase()}`,
  };
}

/** Size declared by the supplier: mostly SMEs, some large, a few saying nothing. */
const SUPPLIER_SCALES = ['sme', 'sme', 'sme', 'sme', 'sme', 'large', 'large', 'large', null];

function supplierFor(random: Random): SampleSupplier {
  const stem = random.pick(SUPPLIER_STEMS);
  const trade = random.pick(SUPPLIER_TRADES);
  // Companies House numbers, legal form, size and home town are stable per company (its name
  // without the legal form, whose spelling varies: "Ltd", "Limited"), so leaderboards and
  // profiles group them.
  const digest = createHash('md5').update(`${stem} ${trade}`).digest();
  const form = SUPPLIER_LEGAL_FORMS[digest[8]! % SUPPLIER_LEGAL_FORMS.length]!;
  const name = `${stem} ${trade} ${random.pick(form)}`;
  const number = String(digest.readUInt32BE(0) % 1e8).padStart(8, '0');
  const home = SAMPLE_PLACES[digest[4]! % SAMPLE_PLACES.length]!;
  const about = {
    scale: SUPPLIER_SCALES[digest[5]! % SUPPLIER_SCALES.length]!,
    locality: home.name,
    postal_code: `${home.postcode} ${1 + (digest[6]! % 9)}${['AB', 'DX', 'HQ', 'RT'][digest[7]! % 4]}`,
  };
  return random.chance(0.85)
    ? { name, scheme: 'GB-COH', identifier: number, ...about }
    : { name, scheme: null, identifier: null, ...about };
}

/** About one award in twelve gives no contract period: the radar must say so, not guess. */
function hasNoContractPeriod(ocid: string): boolean {
  return createHash('md5').update(`period-${ocid}`).digest()[0]! < 21;
}

const iso = (millis: number) => new Date(millis).toISOString();

/** Both dates are drawn either way, so the rest of the row stays the same. */
function contractPeriod(isMissing: boolean, start: number, end: number) {
  return isMissing
    ? { contract_start_date: null, contract_end_date: null }
    : { contract_start_date: iso(start), contract_end_date: iso(end) };
}

/**
 * Deterministic sample opportunities: the same seed and anchor always give the same rows. Dates
 * are spread over the year before `anchor` so deadlines and "new this week" look current.
 */
export function* generateSampleOpportunities(options: {
  count: number;
  seed?: number;
  anchor?: Date;
  startIndex?: number;
}): Generator<CompiledOpportunity> {
  const anchor = options.anchor ?? new Date(new Date().toISOString().slice(0, 10));
  const startIndex = options.startIndex ?? 0;
  for (let index = startIndex; index < startIndex + options.count; index++) {
    const random = createRandom((options.seed ?? 20_261_122) ^ Math.imul(index + 1, 2_654_435_761));
    const source = pickSampleSource(random);
    const guid = createHash('sha1').update(`sample-${index}`).digest('hex');
    const ocid = sampleOcid(source, guid);
    const category = random.pick(SAMPLE_CATEGORIES);
    const place = pickSamplePlace(random, source);
    const buyer = buyerFor(random, place);
    const subject = random.pick(category.subjects);
    const stage = random.weighted([
      ['planning', 12],
      ['tender', 40],
      ['tenderAmendment', 5],
      ['award', 38],
      ['awardUpdate', 5],
    ] as const);
    const released = anchor.getTime() - random.int(0, 364) * DAY - random.int(0, 86_399) * 1000;
    const [low, high] = category.valueRange;
    const value = Math.round((low + (high - low) * random.next() ** 2) / 1000) * 1000;
    const isAward = stage === 'award' || stage === 'awardUpdate';
    // One tender in about 40 was withdrawn by its buyer (no extra draw: the rest stays as it was).
    const isWithdrawn = stage === 'tenderAmendment' && index % 8 === 3;
    const tenderDays = stage === 'planning' ? null : random.int(14, 60);
    const subCode = random.chance(0.4) ? random.pick(SAMPLE_CATEGORIES).cpv : null;
    const awards: CompiledAward[] = isAward
      ? Array.from({ length: random.chance(0.15) ? 2 : 1 }, () => {
          const decided = released - random.int(5, 40) * DAY;
          return {
            ocid,
            award_id: null,
            title: null,
            status: 'active',
            value_amount: Math.round((value * (0.8 + random.next() * 0.3)) / 100) * 100,
            value_amount_gross: null,
            value_currency: 'GBP',
            award_decision_date: iso(decided),
            ...contractPeriod(
              hasNoContractPeriod(ocid),
              decided + random.int(14, 60) * DAY,
              decided + random.int(365, 1460) * DAY,
            ),
            suppliers: Array.from({ length: random.chance(0.1) ? 2 : 1 }, () => {
              const supplier = supplierFor(random);
              return {
                ...supplier,
                name_normalised: '',
                party_id: supplier.identifier ? `${supplier.scheme}-${supplier.identifier}` : null,
              };
            }),
          };
        })
      : [];
    const documents: CompiledDocument[] = [];
    const attachmentCount = random.int(0, 3);
    for (let d = 0; d < attachmentCount; d++) {
      const [title, extension, format] = random.pick([
        ['Specification', 'pdf', 'application/pdf'],
        [
          'Pricing schedule',
          'xlsx',
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        ],
        [
          'Terms and conditions',
          'docx',
          'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        ],
        ['Site plan', 'pdf', 'application/pdf'],
      ] as const);
      documents.push({
        document_type: 'attachment',
        url: sampleAttachmentUrl(source, guid, d),
        true_filename: `${title.replaceAll(' ', '_')}.${extension}`,
        title,
        description: null,
        format,
        source_document_type: source === 'ContractsFinder' ? 'tenderNotice' : 'contractNotice',
      });
    }
    if (!isAward && random.chance(0.7)) {
      documents.push({
        document_type: 'other',
        url: `https://procurement.example-portal.co.uk/tender/${guid.slice(0, 10)}`,
        true_filename: null,
        title: 'Electronically via (URL)',
        description: null,
        format: null,
        source_document_type: null,
      });
    }
    const firstAward = awards[0];
    // A tender's deadline is that long after its publication; an award's came that long before
    // its decision (the tender itself is not in the sample), so re-tender lead times add up.
    const deadline =
      tenderDays === null
        ? null
        : firstAward?.award_decision_date
          ? Date.parse(firstAward.award_decision_date) - tenderDays * DAY
          : released + tenderDays * DAY;
    yield finaliseOpportunity({
      wac_id: sampleWacId(ocid),
      ocid,
      source_system: source,
      title: `${subject} - ${buyer.name}`,
      description: `${buyer.name} is seeking suitably experienced providers for ${subject.toLowerCase()} across ${place.county}.\n\nThe contract covers ${category.label.toLowerCase()}. This is generated sample data shown while live data from the portals is unavailable.`,
      stage,
      stages: [stage],
      notice_type: sampleNoticeType(source, stage, random),
      main_procurement_category: category.category,
      procurement_method: random.pick(['open', 'selective', 'limited']),
      procurement_method_details: random.pick([
        'Open procedure',
        'Restricted procedure',
        'Competitive flexible procedure',
      ]),
      tender_status:
        stage === 'planning'
          ? 'planning'
          : isAward
            ? 'complete'
            : isWithdrawn
              ? 'withdrawn'
              : 'active',
      award_status: firstAward ? 'active' : null,
      sme_suitable: random.chance(0.55),
      vcse_suitable: random.chance(0.25),
      tender_value_amount: value,
      tender_value_amount_gross: null,
      tender_value_currency: 'GBP',
      award_value_amount: firstAward?.value_amount ?? null,
      award_value_currency: firstAward ? 'GBP' : null,
      release_date: iso(released),
      tender_deadline_date: deadline ? iso(deadline) : null,
      enquiry_deadline_date: deadline ? iso(deadline - 7 * DAY) : null,
      estimated_award_date: isAward || !deadline ? null : iso(deadline + 30 * DAY),
      award_date_published: firstAward ? iso(released) : null,
      estimated_tender_publication_date:
        stage === 'planning' ? iso(released + random.int(30, 120) * DAY) : null,
      tender_estimated_start_date: isAward ? null : iso(released + random.int(60, 180) * DAY),
      tender_estimated_end_date: isAward ? null : iso(released + random.int(400, 1500) * DAY),
      submission_instructions: isAward
        ? null
        : 'Submit your response through the e-tendering portal before the deadline.',
      is_electronic_submission_allowed: isAward ? null : true,
      submission_languages: isAward ? null : ['en'],
      award_criteria_details: random.chance(0.5)
        ? [
            { name: 'Quality', weight: 60 },
            { name: 'Price', weight: 40 },
          ]
        : null,
      cpv_codes: subCode && subCode !== category.cpv ? [category.cpv, subCode] : [category.cpv],
      region_codes: [place.region],
      notice_url: sampleNoticeUrl(source, { guid, index, released }),
      buyer_name: buyer.name,
      buyer_id_from_source: buyer.id,
      buyer_address_street: `${random.int(1, 200)} High Street`,
      buyer_address_locality: place.name,
      buyer_address_region: place.county,
      buyer_address_postalcode: `${place.postcode} ${random.int(1, 9)}${random.pick(['AA', 'BD', 'HX', 'QT', 'ZN'])}`,
      buyer_address_country: 'United Kingdom',
      is_sample: true,
      is_test_notice: false,
      awards,
      documents,
    });
  }
}
