import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { findImplausibleSampleRows } from '../../../test/helpers/sample-plausibility';
import { OFFICIAL_CPV_LIST_PATH } from '../cpv/official-cpv-list';
import { parseCpvCsv } from '../cpv/parse-cpv-csv';
import { regionFromPostcode } from '../ingest/regions';
import { BUYER_KINDS, codesOfKind } from './catalogue/buyer-kinds';
import { cpvDivision, sampleCategories } from './catalogue/sample-categories';
import { generateSampleOpportunities } from './generate-sample-opportunities';
import { findSampleBuyer, SAMPLE_BUYERS } from './sample-buyers';
import { SAMPLE_FIRMS } from './sample-suppliers';

const anchor = new Date('2026-11-01T00:00:00Z');
const rows = [...generateSampleOpportunities({ count: 6000, anchor })];
const buyerKind = (name: string | null) => findSampleBuyer(name ?? '')?.kind;
const namesIn = (region: string, pattern: RegExp) =>
  new Set(
    rows
      .filter((row) => row.region_codes.includes(region) && pattern.test(row.buyer_name ?? ''))
      .map((row) => row.buyer_name),
  );

describe('sample data makes sense', () => {
  it('fits the kind-to-sector table on every generated row', () => {
    expect(findImplausibleSampleRows(rows).slice(0, 20)).toEqual([]);
  });

  it('uses official CPV codes and labels, and buyers buy only what their kind buys', () => {
    const official = new Map(
      parseCpvCsv(readFileSync(OFFICIAL_CPV_LIST_PATH, 'utf8')).map((c) => [c.code, c.label]),
    );
    for (const category of sampleCategories().values()) {
      expect(category.label).toBe(official.get(category.cpv));
    }
    for (const buyer of SAMPLE_BUYERS) {
      const kindCodes = codesOfKind(buyer.kind);
      expect(
        buyer.codes.filter((code) => !kindCodes.has(code)),
        buyer.name,
      ).toEqual([]);
      expect(
        buyer.codes.filter((code) => !sampleCategories().has(code)),
        buyer.name,
      ).toEqual([]);
      expect(BUYER_KINDS[buyer.kind].jurisdictions).toContain(buyer.jurisdiction);
      if (buyer.jurisdiction !== 'UK') expect(buyer.place.nation).toBe(buyer.jurisdiction);
      expect(regionFromPostcode(buyer.postalCode), buyer.name).toBe(buyer.place.region);
    }
    for (const firm of [...SAMPLE_FIRMS.values()].flat()) {
      expect(regionFromPostcode(firm.postalCode), firm.baseName).toBe(firm.home.region);
    }
    expect(new Set(SAMPLE_BUYERS.map((buyer) => buyer.name)).size).toBe(SAMPLE_BUYERS.length);
  });

  it('keeps departments, the NHS and police forces to their own business and nation', () => {
    const divisionsBoughtBy = (name: string) =>
      new Set(
        rows.filter((r) => r.buyer_name === name).flatMap((r) => r.cpv_codes.map(cpvDivision)),
      );
    expect(divisionsBoughtBy('Ministry of Defence').has('33')).toBe(false);
    expect(divisionsBoughtBy('Ministry of Defence')).toContain('35');
    // Medicines and medical equipment are bought by health bodies only.
    const medicalBuyers = rows.filter((r) => r.cpv_codes.some((code) => code.startsWith('33')));
    expect(new Set(medicalBuyers.map((r) => buyerKind(r.buyer_name)))).toEqual(
      new Set(['nhs-trust', 'health-board', 'hsc-trust', 'central-government']),
    );
    // Foundation trusts exist only in England; health boards in Scotland and Wales.
    const english = ['UKC', 'UKD', 'UKE', 'UKF', 'UKG', 'UKH', 'UKI', 'UKJ', 'UKK'];
    for (const row of rows.filter((r) => /Foundation Trust/.test(r.buyer_name ?? ''))) {
      expect(english).toContain(row.region_codes[0]);
    }
    expect(namesIn('UKL', /Police/)).toEqual(
      new Set(['South Wales Police', 'Gwent Police', 'Dyfed-Powys Police', 'North Wales Police']),
    );
    expect(namesIn('UKM', /Police/)).toEqual(new Set(['Police Scotland']));
    expect(namesIn('UKN', /Police/)).toEqual(new Set(['Police Service of Northern Ireland']));
    expect(namesIn('UKM', /NHS Lothian/).size).toBe(1);
    expect(namesIn('UKL', /Betsi Cadwaladr University Health Board/).size).toBe(1);
    expect(namesIn('UKN', /Health and Social Care Trust/).size).toBe(5);
  });

  it('gives cleaning to cleaners and software to software firms', () => {
    const winners = (pattern: RegExp) =>
      rows
        .filter((row) => pattern.test(row.cpv_codes[0] ?? ''))
        .flatMap((row) => row.awards.flatMap((award) => award.suppliers.map((s) => s.name)));
    const cleaners = winners(/^909/);
    expect(cleaners.length).toBeGreaterThan(10);
    for (const name of cleaners) expect(name).toMatch(/Clean|Hygiene|Facilities/);
    const software = winners(/^(72|48)/);
    expect(software.length).toBeGreaterThan(10);
    for (const name of software) expect(name).toMatch(/Software|Digital|Systems|Technology/);
  });

  it('puts Northern Irish notices on Find a Tender only, above the threshold', () => {
    const northernIrish = rows.filter((row) => row.region_codes.includes('UKN'));
    expect(northernIrish.length).toBeGreaterThan(50);
    expect(new Set(northernIrish.map((row) => row.source_system))).toEqual(new Set(['FTS']));
    expect(Math.min(...northernIrish.map((row) => row.tender_value_amount ?? 0))).toBeGreaterThan(
      214_000,
    );
  });
});
