import { describe, expect, it } from 'vitest';
import { extractBrief } from './extract-brief';
import { councilGroundsPack } from './test-fixtures/council-grounds-pack';
import { foundItem, isNotFound } from './test-fixtures/find-item';
import { nhsDigitalPack } from './test-fixtures/nhs-digital-pack';
import { trickyPages } from './test-fixtures/tricky-pages';

describe('how-to-respond rules', () => {
  const council = extractBrief(councilGroundsPack);
  const nhs = extractBrief(nhsDigitalPack);
  const tricky = extractBrief(trickyPages);

  it('reads word and page limits stated as limits, not a document length', () => {
    const item = foundItem(council, councilGroundsPack, 'page_word_limits');
    expect(item.value).toEqual({
      limits: [
        { count: 1000, unit: 'words' },
        { count: 2, unit: 'pages' },
      ],
    });
    expect(item.summary).toBe('1,000 words, 2 pages');
    expect(item.pageNo).toBe(4);
    expect(foundItem(nhs, nhsDigitalPack, 'page_word_limits').value).toEqual({
      limits: [{ count: 500, unit: 'words' }],
    });
    expect(isNotFound(tricky, 'page_word_limits')).toBe(true);
  });

  it('reads the forms from the sentence that names the most', () => {
    const item = foundItem(council, councilGroundsPack, 'required_forms');
    expect(item.value).toEqual({
      forms: [
        'Procurement Specific Questionnaire',
        'Form of Tender',
        'Pricing Schedule',
        'Certificate of Non-Collusion',
      ],
    });
    expect(item.quote).toMatch(/^4\.2 Bidders must complete and upload the following documents/);
    expect(foundItem(nhs, nhsDigitalPack, 'required_forms').value).toEqual({
      forms: ['Selection Questionnaire', 'Tender Declaration'],
    });
  });

  it('reads the portal and its address from the submission sentence', () => {
    const item = foundItem(council, councilGroundsPack, 'submission_portal');
    expect(item.value).toEqual({ portal: 'In-Tend', url: 'https://in-tendhost.co.uk/kirkdalecc' });
    expect(item.pageNo).toBe(4);
    expect(foundItem(nhs, nhsDigitalPack, 'submission_portal').value).toEqual({
      portal: 'Atamis',
      url: null,
    });
  });

  it('does not take the portal a notice was published on for where to submit', () => {
    expect(isNotFound(tricky, 'submission_portal')).toBe(true);
    expect(isNotFound(tricky, 'required_forms')).toBe(true);
  });

  it('returns every field, in the page order, and nothing for pages without text', () => {
    const empty = extractBrief([{ documentId: 'd', fileName: 'Scan.pdf', pageNo: 1, text: '' }]);
    expect(empty.every((item) => item.status === 'not_found')).toBe(true);
    expect(empty.map((item) => item.field)).toEqual(council.map((item) => item.field));
  });
});
