import { describe, expect, it } from 'vitest';
import { describeNoticeType, findProactisNoticeType, PROACTIS_NOTICE_TYPES } from './notice-types';

describe('PCS and Sell2Wales notice types', () => {
  it('names each type the portals are asked for in plain English', () => {
    expect(describeNoticeType('101')).toBe('Website prior information notice');
    expect(describeNoticeType('102')).toBe('Website contract notice');
    expect(describeNoticeType('103')).toBe('Website award notice');
    expect(describeNoticeType('104')).toBe('Quick Quote award notice');
    expect(describeNoticeType('51')).toBe('Invitation to tender');
    expect(describeNoticeType('53')).toBe('Website award notice');
    expect(describeNoticeType('2')).toBe('Contract notice');
    expect(describeNoticeType('15')).toBe('Voluntary ex ante transparency notice');
    // Not a type either portal has; the Procurement Act and document types are unchanged.
    expect(describeNoticeType('8')).toBeNull();
    expect(describeNoticeType('UK4')).toBe('UK4 Tender notice');
    expect(describeNoticeType('awardNotice')).toBe('Award notice');
  });

  it('gives award types the award stage, and none to types that can announce any stage', () => {
    expect(findProactisNoticeType(104)?.stage).toBe('award');
    expect(findProactisNoticeType(53)?.stage).toBe('award');
    expect(findProactisNoticeType(101)?.stage).toBe('planning');
    expect(findProactisNoticeType(51)?.stage).toBe('tender');
    expect(findProactisNoticeType(14)?.stage).toBeNull();
    expect(findProactisNoticeType('x')).toBeNull();
  });

  it('keeps the OJEU forms on both portals and the site notices on their own', () => {
    const portalsOf = (code: number) =>
      PROACTIS_NOTICE_TYPES[code as keyof typeof PROACTIS_NOTICE_TYPES].portals;
    expect(portalsOf(2)).toEqual(['PCS', 'Sell2Wales']);
    expect(portalsOf(104)).toEqual(['PCS']);
    expect(portalsOf(56)).toEqual(['Sell2Wales']);
  });
});
