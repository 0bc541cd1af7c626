import { createHash } from 'node:crypto';
import { LIFECYCLE_PHASES, type LifecyclePhase } from '@wac/contract';
import type { CompiledOpportunity } from '../ingest/compiled-opportunity';
import { finaliseOpportunity, type OpportunityDraft } from '../ingest/finalise-opportunity';
import { BUYER_KINDS } from './catalogue/buyer-kinds';
import { cpvDivision, type SampleCategory, sampleCategories } from './catalogue/sample-categories';
import { createRandom, type Random } from './random';
import { pickSampleBuyer, type SampleBuyer } from './sample-buyers';
import { sampleDocuments } from './sample-documents';
import { describeSampleNotice } from './sample-notice-text';
import {
  NORTHERN_IRELAND_VALUE_FLOOR,
  pickJurisdiction,
  pickSampleSource,
  sampleNoticeType,
  sampleNoticeUrl,
  sampleOcid,
} from './sample-sources';
import { pickSampleFirm } from './sample-suppliers';

const DAY = 86_400_000;
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

function sampleWacId(ocid: string): string {
  const digest = createHash('sha256').update(ocid).digest();
  let id = '';
  for (let i = 0; i < 10; i++) id += CROCKFORD[digest[i]! % 32];
  return `WAC-${id}`;
}

/**
 * An estimated value in the category's range, scaled to the kind of buyer (an academy trust's
 * works are smaller than a county's), mostly towards the low end as real values are; Northern
 * Irish notices on Find a Tender are above the threshold that puts them there.
 */
function sampleValue(random: Random, category: SampleCategory, buyer: SampleBuyer): number {
  const [low, high] = category.valueRange;
  let min = low;
  let max = low + (high - low) * BUYER_KINDS[buyer.kind].valueScale;
  if (buyer.jurisdiction === 'Northern Ireland') {
    const floor =
      NORTHERN_IRELAND_VALUE_FLOOR[category.category === 'works' ? 'works' : 'goodsAndServices'];
    min = Math.max(min, floor);
    max = Math.max(max, min * 2);
  }
  return Math.ceil((min + (max - min) * random.next() ** 2) / 1000) * 1000;
}

/** A second code beside the first, from the same division (as notices add a narrower one). */
function secondCode(random: Random, buyer: SampleBuyer, code: string): string | null {
  if (!random.chance(0.4)) return null;
  const other = random.pick(buyer.codesByDivision.get(cpvDivision(code))!);
  return other === code ? null : other;
}

/** About one award in twelve gives no contract period: the radar must say so, not guess. */
function hasNoContractPeriod(ocid: string): boolean {
  return createHash('md5').update(`period-${ocid}`).digest()[0]! < 21;
}

const iso = (millis: number) => new Date(millis).toISOString();

/** Deadlines fall at midday (12:00 GMT, 13:00 in summer), not at the minute a notice went out. */
const atNoon = (millis: number) => millis - (millis % DAY) + DAY / 2;

/** Procedures as the notices give them: method and its details agree. */
const PROCEDURES: ReadonlyArray<readonly [readonly [method: string, details: string], number]> = [
  [['open', 'Open procedure'], 5],
  [['selective', 'Restricted procedure'], 2],
  [['selective', 'Competitive flexible procedure'], 2],
  [['limited', 'Direct award'], 1],
];

/** Both dates are drawn either way, so the rest of the row stays the same. */
type SampleDraft = Omit<
  OpportunityDraft,
  'lifecycle_phase' | 'lifecycle_until' | 'lifecycle_term_end'
>;

/**
 * The lifecycle a sample notice implies: a planning notice expects its tender when it says, an
 * award names its contract's end when it has one.
 */
function sampleLifecycle(draft: SampleDraft, isWithdrawn: boolean) {
  const at = (phase: LifecyclePhase, until: string | null = null) => ({
    lifecycle_phase: LIFECYCLE_PHASES[phase],
    lifecycle_until: until,
    // A sample contract states one end, no extension options.
    lifecycle_term_end: null,
  });
  if (isWithdrawn) return at('cancelled');
  if (draft.stage === 'planning') return at('planned', draft.estimated_tender_publication_date);
  if (draft.stage === 'award' || draft.stage === 'awardUpdate') {
    const contractEnd = draft.awards[0]?.contract_end_date ?? null;
    return contractEnd ? at('contract', contractEnd) : at('award');
  }
  return at('tender');
}

function contractPeriod(isMissing: boolean, start: number, end: number) {
  return isMissing
    ? { contract_start_date: null, contract_end_date: null }
    : { contract_start_date: iso(start), contract_end_date: iso(end) };
}

/** A firm of one of the category's sectors wins; about one award in ten goes to two. */
function awardSuppliers(random: Random, category: SampleCategory, buyer: SampleBuyer) {
  return Array.from({ length: random.chance(0.1) ? 2 : 1 }, () => {
    const firm = pickSampleFirm(random, random.pick(category.sectors), buyer.jurisdiction);
    const name = `${firm.baseName} ${random.pick(firm.forms)}`;
    const about = { scale: firm.scale, locality: firm.home.name, postal_code: firm.postalCode };
    // Most notices give the Companies House number; some only the name.
    return random.chance(0.85)
      ? {
          name,
          party_id: `GB-COH-${firm.companyNumber}`,
          scheme: 'GB-COH',
          identifier: firm.companyNumber,
          ...about,
        }
      : { name, party_id: null, scheme: null, identifier: null, ...about };
  });
}

/** The portal's own account id for the buyer; PCS and Sell2Wales give buyers none (ADR 0085). */
function buyerAccountId(buyer: SampleBuyer, source: string): string | null {
  if (source === 'ContractsFinder') return `GB-CFS-${buyer.accountNumber}`;
  return source === 'FTS' ? `GB-FTS-${buyer.accountNumber}` : null;
}

/**
 * Deterministic sample opportunities: the same seed and anchor always give the same rows. Dates
 * are spread over the year before `anchor` so deadlines and "new this week" look current. Each
 * notice is drawn as a real one comes about: a portal, a body whose notices it carries (by
 * kind, buyer-kinds.ts), a CPV code that body buys under, and a firm of a sector that wins it.
 */
export function* generateSampleOpportunities(options: {
  count: number;
  seed?: number;
  anchor?: Date;
  startIndex?: number;
}): Generator<CompiledOpportunity> {
  const anchor = options.anchor ?? new Date(new Date().toISOString().slice(0, 10));
  const startIndex = options.startIndex ?? 0;
  const categories = sampleCategories();
  for (let index = startIndex; index < startIndex + options.count; index++) {
    const random = createRandom((options.seed ?? 20_261_122) ^ Math.imul(index + 1, 2_654_435_761));
    const source = pickSampleSource(random);
    const guid = createHash('sha1').update(`sample-${index}`).digest('hex');
    const ocid = sampleOcid(source, guid, index);
    const buyer = pickSampleBuyer(random, pickJurisdiction(random, source));
    const category = categories.get(random.pick(buyer.codes))!;
    const subject = random.pick(category.subjects);
    const stage = random.weighted([
      ['planning', 12],
      ['tender', 40],
      ['tenderAmendment', 5],
      ['award', 38],
      ['awardUpdate', 5],
    ] as const);
    const released = anchor.getTime() - random.int(0, 364) * DAY - random.int(0, 86_399) * 1000;
    const value = sampleValue(random, category, buyer);
    const isAward = stage === 'award' || stage === 'awardUpdate';
    // One tender in about 40 was withdrawn by its buyer (no extra draw: the rest stays as it was).
    const isWithdrawn = stage === 'tenderAmendment' && index % 8 === 3;
    const tenderDays = stage === 'planning' ? null : random.int(14, 60);
    const subCode = secondCode(random, buyer, category.cpv);
    const awards: OpportunityDraft['awards'] = isAward
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
            suppliers: awardSuppliers(random, category, buyer),
          };
        })
      : [];
    const documents = sampleDocuments(random, {
      source,
      guid,
      stage: isAward ? 'award' : stage === 'planning' ? 'planning' : 'tender',
      category,
    });
    // A direct award has no tender to bid in: only awards may have been made that way.
    const procedure = random.weighted(isAward ? PROCEDURES : PROCEDURES.slice(0, 3));
    const firstAward = awards[0];
    // A tender's deadline is that long after its publication; an award's came that long before
    // its decision (the tender itself is not in the sample), so re-tender lead times add up.
    const deadline =
      tenderDays === null
        ? null
        : atNoon(
            firstAward?.award_decision_date
              ? Date.parse(firstAward.award_decision_date) - tenderDays * DAY
              : released + tenderDays * DAY,
          );
    const draft: SampleDraft = {
      wac_id: sampleWacId(ocid),
      ocid,
      source_system: source,
      // Many portals' titles name the buyer after the subject ("Grounds maintenance - Leeds City
      // Council"); the rest give the subject alone.
      title: random.chance(0.4) ? `${subject} - ${buyer.name}` : subject,
      description: describeSampleNotice(buyer.name, subject, category, stage),
      stage,
      stages: [stage],
      notice_type: sampleNoticeType(source, stage, random),
      main_procurement_category: category.category,
      procurement_method: procedure[0],
      procurement_method_details: procedure[1],
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
        : "Submit your response through the buyer's e-tendering portal before the deadline.",
      is_electronic_submission_allowed: isAward ? null : true,
      submission_languages: isAward ? null : ['en'],
      award_criteria_details: random.chance(0.5)
        ? [
            { name: 'Quality', weight: 60 },
            { name: 'Price', weight: 40 },
          ]
        : null,
      cpv_codes: subCode ? [category.cpv, subCode] : [category.cpv],
      region_codes: [buyer.place.region],
      notice_url: sampleNoticeUrl(source, { guid, index, released }),
      buyer_name: buyer.name,
      buyer_id_from_source: buyerAccountId(buyer, source),
      buyer_address_street: buyer.street,
      buyer_address_locality: buyer.place.name,
      buyer_address_region: buyer.place.area,
      buyer_address_postalcode: buyer.postalCode,
      buyer_address_country: 'United Kingdom',
      is_sample: true,
      is_test_notice: false,
      awards,
      documents,
    };
    // From what the notice already says (no extra draw, so the rest stays as it was).
    yield finaliseOpportunity({ ...draft, ...sampleLifecycle(draft, isWithdrawn) });
  }
}
