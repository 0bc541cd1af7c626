import { describe, expect, it } from 'vitest';
import { extractBrief } from './extract-brief';
import { councilGroundsPack } from './test-fixtures/council-grounds-pack';
import { foundItem, isNotFound } from './test-fixtures/find-item';
import { nhsDigitalPack } from './test-fixtures/nhs-digital-pack';
import { trickyPages } from './test-fixtures/tricky-pages';

describe('contract rules', () => {
  const council = extractBrief(councilGroundsPack);
  const nhs = extractBrief(nhsDigitalPack);
  const tricky = extractBrief(trickyPages);

  it('reads an initial term in words with two 12-month extensions', () => {
    const item = foundItem(council, councilGroundsPack, 'contract_length');
    expect(item.value).toEqual({ initialMonths: 36, extensionMonths: 24, maximumMonths: 60 });
    expect(item.summary).toBe('3 years initial term, extensions of up to 2 years, 5 years in all');
    expect(item).toMatchObject({ documentId: 'doc-spec', pageNo: 1 });
    expect(item.quote).toMatch(
      /^1\.1 The contract will be for an initial term of three \(3\) years/,
    );
  });

  it('reads a "3+1+1 years" term', () => {
    const item = foundItem(nhs, nhsDigitalPack, 'contract_length');
    expect(item.value).toEqual({ initialMonths: 36, extensionMonths: 24, maximumMonths: 60 });
    expect(item.quote).toBe('The contract term is 3+1+1 years.');
  });

  it('reads "£5m" and a "between £1.2m and £1.5m" range as pounds', () => {
    expect(foundItem(council, councilGroundsPack, 'contract_value').value).toEqual({
      fromPounds: 5_000_000,
      toPounds: 5_000_000,
    });
    const range = foundItem(nhs, nhsDigitalPack, 'contract_value');
    expect(range.value).toEqual({ fromPounds: 1_200_000, toPounds: 1_500_000 });
    expect(range.summary).toBe('£1,200,000 to £1,500,000');
    expect(range.pageNo).toBe(3);
  });

  it('reads a bare "10,000,000" as the value when the sentence is about the value', () => {
    const pages = [
      {
        documentId: 'd',
        fileName: 'Notice.pdf',
        pageNo: 1,
        text: 'Estimated total value (GBP excluding VAT): 10,000,000',
      },
    ];
    expect(foundItem(extractBrief(pages), pages, 'contract_value').value).toEqual({
      fromPounds: 10_000_000,
      toPounds: 10_000_000,
    });
  });

  it('reads how many lots, and "not divided into lots"', () => {
    const lots = foundItem(council, councilGroundsPack, 'lots');
    expect(lots.value).toEqual({ isDividedIntoLots: true, lotCount: 3 });
    expect(lots.quote).toBe(
      '1.3 The contract is divided into three (3) Lots: Lot 1 – Parks and Open Spaces; Lot 2 – Highway Verges; Lot 3 – Cemeteries.',
    );
    expect(foundItem(nhs, nhsDigitalPack, 'lots').value).toEqual({
      isDividedIntoLots: false,
      lotCount: null,
    });
  });

  it('reads the split from a table flattened over several lines, skipping a sub-criterion', () => {
    const item = foundItem(council, councilGroundsPack, 'evaluation_split');
    expect(item.value).toEqual({ qualityPercent: 60, pricePercent: 30, socialValuePercent: 10 });
    expect(item.quote).toBe('Criterion Weighting Quality 60% Price 30% Social Value 10%');
    expect(item.pageNo).toBe(5);
  });

  it('reads "60% Quality / 40% Price" and a "60:40 quality:price" split', () => {
    const pages = [
      {
        documentId: 'd',
        fileName: 'ITT.pdf',
        pageNo: 2,
        text: 'Award criteria: 60% Quality / 40% Price.',
      },
    ];
    expect(foundItem(extractBrief(pages), pages, 'evaluation_split').value).toEqual({
      qualityPercent: 60,
      pricePercent: 40,
      socialValuePercent: null,
    });
    expect(foundItem(nhs, nhsDigitalPack, 'evaluation_split').value).toEqual({
      qualityPercent: 60,
      pricePercent: 40,
      socialValuePercent: null,
    });
  });

  it('finds no term, value, lots or split among near misses', () => {
    for (const field of ['contract_length', 'contract_value', 'lots', 'evaluation_split'] as const)
      expect(isNotFound(tricky, field), field).toBe(true);
  });
});
