import { describe, expect, it } from 'vitest';
import { extractBrief } from './extract-brief';
import { councilGroundsPack } from './test-fixtures/council-grounds-pack';
import { foundItem, isNotFound } from './test-fixtures/find-item';
import { nhsDigitalPack } from './test-fixtures/nhs-digital-pack';
import { trickyPages } from './test-fixtures/tricky-pages';

describe('mandatory requirement rules', () => {
  const council = extractBrief(councilGroundsPack);
  const nhs = extractBrief(nhsDigitalPack);
  const tricky = extractBrief(trickyPages);

  it('reads insurance levels from a flattened table, one amount per line', () => {
    const employers = foundItem(council, councilGroundsPack, 'employers_liability_insurance');
    // The row itself says no more than the amount; the lead-in sentence is not read into it.
    expect(employers.value).toEqual({ amountPounds: 10_000_000, requirement: 'mentioned' });
    expect(employers.summary).toBe('£10,000,000');
    expect(employers.quote).toBe("Employer's Liability £10,000,000");
    expect(employers).toMatchObject({ documentId: 'doc-spec', pageNo: 2 });
    expect(foundItem(council, councilGroundsPack, 'public_liability_insurance').value).toEqual({
      amountPounds: 5_000_000,
      requirement: 'mentioned',
    });
    expect(
      foundItem(council, councilGroundsPack, 'professional_indemnity_insurance').value,
    ).toEqual({
      amountPounds: null,
      requirement: 'not_required',
    });
  });

  it('reads two insurance amounts from one sentence, each beside its own name', () => {
    expect(foundItem(tricky, trickyPages, 'public_liability_insurance').value).toMatchObject({
      amountPounds: 5_000_000,
    });
    expect(foundItem(tricky, trickyPages, 'employers_liability_insurance').value).toMatchObject({
      amountPounds: 10_000_000,
    });
    expect(foundItem(nhs, nhsDigitalPack, 'professional_indemnity_insurance').value).toEqual({
      amountPounds: 2_000_000,
      requirement: 'required',
    });
  });

  it('reads ISO standards as required, desirable, not required or absent', () => {
    expect(foundItem(council, councilGroundsPack, 'iso_9001').value).toEqual({
      requirement: 'required',
    });
    expect(foundItem(council, councilGroundsPack, 'iso_14001').value).toEqual({
      requirement: 'required',
    });
    expect(foundItem(council, councilGroundsPack, 'iso_45001').value).toEqual({
      requirement: 'desirable',
    });
    expect(isNotFound(council, 'iso_27001')).toBe(true);
    expect(foundItem(nhs, nhsDigitalPack, 'iso_27001').value).toEqual({ requirement: 'required' });
    expect(foundItem(tricky, trickyPages, 'iso_9001').value).toEqual({
      requirement: 'not_required',
    });
    expect(foundItem(tricky, trickyPages, 'iso_14001').value).toEqual({
      requirement: 'not_required',
    });
  });

  it('tells Cyber Essentials from Cyber Essentials Plus', () => {
    const council_ = foundItem(council, councilGroundsPack, 'cyber_essentials');
    expect(council_.value).toEqual({ level: 'Cyber Essentials', requirement: 'required' });
    expect(council_.quote).toBe(
      'Cyber Essentials is required; Cyber Essentials Plus is not required.',
    );
    expect(foundItem(nhs, nhsDigitalPack, 'cyber_essentials').value).toEqual({
      level: 'Cyber Essentials Plus',
      requirement: 'required',
    });
    // "Cyber Essentials Plus is not required" never reads as Cyber Essentials being required.
    expect(foundItem(tricky, trickyPages, 'cyber_essentials').value).toEqual({
      level: 'Cyber Essentials Plus',
      requirement: 'not_required',
    });
  });

  it('reads SSIP, CHAS and Constructionline, and DBS levels', () => {
    expect(foundItem(council, councilGroundsPack, 'health_safety_schemes').value).toEqual({
      schemes: ['SSIP', 'CHAS', 'Constructionline Gold'],
      requirement: 'required',
    });
    expect(foundItem(council, councilGroundsPack, 'dbs_checks').value).toEqual({
      level: 'enhanced',
      requirement: 'required',
    });
    expect(isNotFound(nhs, 'health_safety_schemes')).toBe(true);
    expect(isNotFound(tricky, 'dbs_checks')).toBe(true);
  });

  it('reads a minimum turnover as an amount or as a multiple of the contract value', () => {
    expect(foundItem(council, councilGroundsPack, 'minimum_turnover').value).toEqual({
      amountPounds: 1_000_000,
      multipleOfContractValue: null,
    });
    expect(foundItem(nhs, nhsDigitalPack, 'minimum_turnover').value).toEqual({
      amountPounds: null,
      multipleOfContractValue: 2,
    });
    expect(isNotFound(tricky, 'minimum_turnover')).toBe(true);
  });

  it('reads whether TUPE applies', () => {
    const applies = foundItem(council, councilGroundsPack, 'tupe');
    expect(applies.value).toEqual({ applies: 'yes' });
    expect(applies.quote).toBe('1.4 It is anticipated that TUPE will apply to this contract.');
    const doesNot = foundItem(nhs, nhsDigitalPack, 'tupe');
    expect(doesNot.value).toEqual({ applies: 'no' });
    expect(doesNot).toMatchObject({
      documentId: 'nhs-sched',
      fileName: 'Schedule 2 - Requirements.pdf',
      pageNo: 7,
    });
    expect(isNotFound(tricky, 'tupe')).toBe(true);
  });
});
