import { describe, expect, it } from 'vitest';
import { isDynamicPurchasingSystem } from './dynamic-purchasing-system';
import type { OcdsRelease } from './ocds-types';
import { hasSamples, loadSampleReleases, SAMPLES_MISSING_NOTE } from './testing/sample-releases';

/** The real Sell2Wales DPS notices: marked as frameworks, a DPS only in their words. */
const SELL2WALES_DPS = [
  'ocds-kuma6s-148236', // "Repairs and Maintenance DPS"
  'ocds-kuma6s-148283', // "Energy Efficiency & Renewable Technology DPS"
  'ocds-kuma6s-148346', // "System Brynu Ddynamig Gofal Plant Ynys Mon / Dynamic Purchasing System ..."
];

const notice = (title: string, description = '', ocid = 'ocds-kuma6s-900001'): OcdsRelease => ({
  ocid,
  id: `${ocid}-release-1`,
  date: '2025-02-20T00:00:00Z',
  tag: ['tender'],
  tender: { title, description, techniques: { hasFrameworkAgreement: true } },
});

describe.skipIf(!hasSamples)(
  `dynamic purchasing systems on Sell2Wales${SAMPLES_MISSING_NOTE}`,
  () => {
    it('recognises exactly the three real DPS notices among the 69 samples', () => {
      const found = loadSampleReleases('Sell2Wales')
        .filter(isDynamicPurchasingSystem)
        .map((release) => release.ocid)
        .sort();
      expect(found).toEqual(SELL2WALES_DPS);
    });

    it('still reads the flag Find a Tender and PCS set', () => {
      const pcs = loadSampleReleases('PCS').find((release) => release.ocid.endsWith('0000578690'))!;
      expect(isDynamicPurchasingSystem(pcs)).toBe(true);
    });
  },
);

describe('a dynamic purchasing system in words', () => {
  it.each([
    ['Repairs and Maintenance DPS'],
    ['Dynamic Purchasing System for Home to School Transport'],
    ['System Prynu Deinamig Cludiant Ysgol'],
    ['System Brynu Ddynamig Gofal Plant'],
    ['Social Care DPS - 2025 re-opening'],
  ])('a title naming one: %s', (title) => {
    expect(isDynamicPurchasingSystem(notice(title))).toBe(true);
  });

  it('a description that makes one its subject', () => {
    const description =
      'This Dynamic Purchasing System (DPS) has been established to support repairs.';
    expect(isDynamicPurchasingSystem(notice('Housing repairs', description))).toBe(true);
    expect(
      isDynamicPurchasingSystem(notice('Housing repairs', 'This new DPS will run to 2029.')),
    ).toBe(true);
  });

  it.each([
    ['"DPS" inside another word', 'UDPS cabling and DPSS upgrades'],
    ['lower case', 'dps cabling'],
    ['a call-off from a DPS', 'Call-off from the YPO DPS for minibuses'],
    [
      'a mini-competition under one',
      'Mini-competition under the Dynamic Purchasing System for Taxis',
    ],
    ['bought through one', 'Highway signs via the North Wales DPS'],
    ['"DPS" spelt out as something else', 'Direct Payments Support (DPS) service'],
  ])('not %s', (_case, title) => {
    expect(isDynamicPurchasingSystem(notice(title))).toBe(false);
  });

  it('not a description merely mentioning the DPS the buyer buys through', () => {
    const description =
      'The Council will award this contract through the Welsh Procurement Alliance DPS. ' +
      'Suppliers must already be on the DPS.';
    expect(isDynamicPurchasingSystem(notice('Minor building works', description))).toBe(false);
    expect(
      isDynamicPurchasingSystem(
        notice('Festive lighting', 'The most dynamic and visually exciting displays'),
      ),
    ).toBe(false);
  });

  it('not on portals that mark a DPS themselves, where words alone do not count', () => {
    expect(isDynamicPurchasingSystem(notice('Repairs DPS', '', 'ocds-h6vhtk-0a0b0c'))).toBe(false);
  });
});
