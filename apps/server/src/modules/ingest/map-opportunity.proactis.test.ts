import { describeNoticeType, PROCUREMENT_ACT_NOTICE_TYPES } from '@wac/contract';
import { describe, expect, it } from 'vitest';
import { compileOcid } from './compile-ocid';
import { collectCrossPostRefs } from './cross-post-refs';
import { releaseStage } from './map-stage';
import type { OcdsRelease } from './ocds-types';
import { createFtsRelease } from './testing/release-factory';
import { hasSamples, loadSampleReleases, SAMPLES_MISSING_NOTE } from './testing/sample-releases';

const sample = (source: 'PCS' | 'Sell2Wales', ocid: string) => {
  const release = loadSampleReleases(source).find((item) => item.ocid === ocid);
  if (!release) throw new Error(`no sample ${ocid}`);
  return structuredClone(release);
};

describe.skipIf(!hasSamples)(`PCS and Sell2Wales mapping${SAMPLES_MISSING_NOTE}`, () => {
  it('keeps EUR values in EUR', () => {
    const release = sample('PCS', 'ocds-r6ebe6-0000548866');
    (release.tender as { value: unknown }).value = { amount: 1250000.5, currency: 'EUR' };
    const { opportunity } = compileOcid('PCS', [release]);
    expect(opportunity.tender_value_amount).toBe(1250000.5);
    expect(opportunity.tender_value_currency).toBe('EUR');
  });

  it('links the process page built from the ocid number when no notice document has a page', () => {
    const pcs = sample('PCS', 'ocds-r6ebe6-0000548866');
    (pcs.tender as { documents: unknown }).documents = [];
    expect(compileOcid('PCS', [pcs]).opportunity.notice_url).toBe(
      'https://www.publiccontractsscotland.gov.uk/Search/Search_Switch.aspx?ID=548866',
    );
    const s2w = sample('Sell2Wales', 'ocds-kuma6s-139221');
    (s2w.tender as { documents: unknown }).documents = [];
    // Never the malformed canonical link (`https://api.sell2wales.gov.wales/v1?lang=cy/...`).
    expect(compileOcid('Sell2Wales', [s2w]).opportunity.notice_url).toBe(
      'https://www.sell2wales.gov.wales/search/search_switch.aspx?ID=139221',
    );
  });

  it('matches organisations by name, not by per-release party ids', () => {
    const tender = sample('Sell2Wales', 'ocds-kuma6s-139221');
    // The award release numbers its parties afresh: org-37 is now the supplier.
    const award: OcdsRelease = {
      ocid: tender.ocid,
      id: `${tender.ocid}-release-150000`,
      date: '2025-06-02T00:00:00Z',
      tag: ['award'],
      buyer: { id: 'org-5', name: 'Health Education and Improvement Wales (HEIW)' },
      parties: [
        { id: 'org-5', name: 'Health Education and Improvement Wales (HEIW)', roles: ['buyer'] },
        { id: 'org-37', name: 'Cardiff University', roles: ['supplier'] },
      ],
      awards: [
        { id: '1', status: 'active', suppliers: [{ id: 'org-37', name: 'Cardiff University' }] },
      ],
    };
    const { opportunity } = compileOcid('Sell2Wales', [tender, award]);
    expect(opportunity.buyer_name).toBe('Health Education and Improvement Wales (HEIW)');
    expect(opportunity.buyer_address_postalcode).toBe('CF15 7QQ');
    expect(opportunity.buyer_id_from_source).toBeNull();
    expect(opportunity.supplier_names).toEqual(['Cardiff University']);
    expect(opportunity.awards[0].suppliers[0].party_id).toBeNull();
  });

  it('takes the text from tender.description, never the release boilerplate', () => {
    const release = sample('PCS', 'ocds-r6ebe6-0000548866');
    delete (release.tender as { description?: string }).description;
    expect(compileOcid('PCS', [release]).opportunity.description).toBeNull();
  });

  it('keeps Sell2Wales vendor test notices out of search', () => {
    const release = sample('Sell2Wales', 'ocds-kuma6s-139221');
    release.buyer = { id: 'org-1', name: 'Proactis Tenders Limited' };
    expect(compileOcid('Sell2Wales', [release]).opportunity.is_test_notice).toBe(true);
  });

  it('names the cross-post references of each side', () => {
    const pcs = sample('PCS', 'ocds-r6ebe6-0000548866');
    expect(collectCrossPostRefs('PCS', pcs.ocid, [pcs])).toEqual([
      'ocds-r6ebe6-0000548866',
      'ocds-r6ebe6-0000569201',
    ]);
    const fts = createFtsRelease({ tender: { description: 'Works. (WA Ref:148004)' } });
    expect(collectCrossPostRefs('FTS', fts.ocid, [fts])).toEqual(['ocds-kuma6s-148004']);
  });
});

describe('Northern Ireland on Find a Tender', () => {
  it('puts a buyer under Northern Irish devolved regulations in UKN', () => {
    const release = createFtsRelease();
    release.parties = [
      {
        id: 'GB-PPON-AAAA-1111-BBBB',
        name: 'EXAMPLE BOROUGH COUNCIL',
        roles: ['buyer'],
        details: { classifications: [{ scheme: 'UK_DEVOLVED_REGULATIONS', id: 'GB-NIR' }] },
      },
    ];
    const regions = compileOcid('FTS', [release]).opportunity.region_codes;
    expect(regions).toContain('UKN');
    expect(compileOcid('FTS', [createFtsRelease()]).opportunity.region_codes).not.toContain('UKN');
  });
});

describe('Procurement Act notice types', () => {
  it('names UK1 to UK17 and gives each one of the three stages', () => {
    expect(Object.keys(PROCUREMENT_ACT_NOTICE_TYPES)).toHaveLength(17);
    expect(describeNoticeType('UK1')).toBe('UK1 Pipeline notice');
    expect(describeNoticeType('UK4')).toBe('UK4 Tender notice');
    expect(describeNoticeType('contractNotice')).toBe('Contract notice');
    expect(describeNoticeType('UK99')).toBeNull();
  });

  it('decides the stage of an untagged release from its notice type', () => {
    const notice = (noticeType: string) =>
      createFtsRelease({
        tag: [],
        tender: { status: 'unknown', documents: [{ id: 'x', noticeType, documentType: 'x' }] },
      });
    expect(releaseStage(notice('UK2'))).toBe('planning');
    expect(releaseStage(notice('UK4'))).toBe('tender');
    expect(releaseStage(notice('UK6'))).toBe('award');
  });
});
