import { describe, expect, it } from 'vitest';
import { extractBrief } from './extract-brief';
import { councilGroundsPack } from './test-fixtures/council-grounds-pack';
import { foundItem, isNotFound } from './test-fixtures/find-item';
import { nhsDigitalPack } from './test-fixtures/nhs-digital-pack';
import { trickyPages } from './test-fixtures/tricky-pages';

describe('date rules', () => {
  const council = extractBrief(councilGroundsPack);
  const nhs = extractBrief(nhsDigitalPack);
  const tricky = extractBrief(trickyPages);

  it('reads the submission deadline from a flattened timetable, not the publication date', () => {
    const item = foundItem(council, councilGroundsPack, 'submission_deadline');
    expect(item.value).toEqual({ date: '2027-01-15', time: '12:00' });
    expect(item.quote).toBe('Tender submission deadline 12 noon on 15th January 2027');
    expect(item).toMatchObject({ documentId: 'doc-itt', pageNo: 3 });
    expect(item.summary).toBe('12:00 on Friday 15 January 2027');
  });

  it('reads "Bids must be received no later than 17:00 on 20/02/2027" day first', () => {
    const item = foundItem(nhs, nhsDigitalPack, 'submission_deadline');
    expect(item.value).toEqual({ date: '2027-02-20', time: '17:00' });
    expect(item.quote).toBe('Bids must be received no later than 17:00 on 20/02/2027.');
    expect(item.pageNo).toBe(2);
  });

  it('reads the clarification deadline, not the date answers are published', () => {
    const councilItem = foundItem(council, councilGroundsPack, 'clarification_deadline');
    expect(councilItem.value).toEqual({ date: '2027-01-05', time: '12:00' });
    expect(councilItem.quote).toBe(
      'Deadline for clarification questions 12:00 on 5th January 2027',
    );
    const nhsItem = foundItem(nhs, nhsDigitalPack, 'clarification_deadline');
    expect(nhsItem.value).toEqual({ date: '2027-02-05', time: '17:00' });
    expect(nhsItem.pageNo).toBe(2);
  });

  it('reads a site visit with its date, time and that attending is optional', () => {
    const item = foundItem(council, councilGroundsPack, 'site_visits');
    expect(item.value).toEqual({
      isHeld: true,
      date: '2026-12-16',
      time: '10:00',
      isMandatory: false,
    });
    expect(item.summary).toBe('Optional site visit at 10:00 on Wednesday 16 December 2026');
    expect(item.pageNo).toBe(3);
  });

  it('reports "no site visit" as what the document says', () => {
    const item = foundItem(nhs, nhsDigitalPack, 'site_visits');
    expect(item.value).toMatchObject({ isHeld: false });
    expect(item.quote).toBe('There will be no site visit for this procurement.');
  });

  it('finds no deadline in a page with only publication and answer dates', () => {
    expect(isNotFound(tricky, 'submission_deadline')).toBe(true);
    expect(isNotFound(tricky, 'clarification_deadline')).toBe(true);
    expect(isNotFound(tricky, 'site_visits')).toBe(true);
  });

  it('reads a deadline written before its event ("By 12 noon on ... tenders must be uploaded")', () => {
    const pages = [
      {
        documentId: 'd',
        fileName: 'ITT.pdf',
        pageNo: 9,
        text: 'By 12:00 noon on 3rd March 2027, all tenders must be uploaded to ProContract.',
      },
    ];
    const item = foundItem(extractBrief(pages), pages, 'submission_deadline');
    expect(item.value).toEqual({ date: '2027-03-03', time: '12:00' });
  });
});
