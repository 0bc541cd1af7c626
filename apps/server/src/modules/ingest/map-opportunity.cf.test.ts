import { describe, expect, it } from 'vitest';
import { NUTS1_REGIONS } from './regions';
import { compileSample, hasSamples, SAMPLES_MISSING_NOTE } from './testing/sample-releases';

// Expected values were read by hand from ../shared/ocds-samples/contracts-finder/*.json.
const ENGLAND = ['UKC', 'UKD', 'UKE', 'UKF', 'UKG', 'UKH', 'UKI', 'UKJ', 'UKK'];
const cf = (fragment: string) => compileSample('ContractsFinder', fragment);

describe.skipIf(!hasSamples)(
  `Contracts Finder mapping on real samples${SAMPLES_MISSING_NOTE}`,
  () => {
    it('maps a tender notice (London Borough of Hounslow)', () => {
      const o = cf('6cc1fffd-3481');
      expect(o).toMatchObject({
        source_system: 'ContractsFinder',
        sources: ['ContractsFinder'],
        title: 'Special Educational Needs and Disabilities (SEND) Employment Pathways',
        stage: 'tender',
        stages: ['tender'],
        notice_type: 'tenderNotice',
        main_procurement_category: 'services',
        procurement_method: 'open',
        procurement_method_details: 'Open procedure',
        tender_status: 'active',
        sme_suitable: true,
        vcse_suitable: true,
        tender_value_amount: 30000,
        tender_value_amount_gross: null,
        tender_value_currency: 'GBP',
        award_value_amount: null,
        release_date: '2022-10-20T09:39:52+01:00',
        tender_deadline_date: '2022-11-17T23:59:59Z',
        tender_estimated_start_date: '2023-01-09T00:00:00Z',
        tender_estimated_end_date: '2023-04-30T23:59:59+01:00',
        cpv_codes: ['73000000', '79000000'],
        buyer_name: 'London Borough of Hounslow',
        buyer_name_normalised: 'london borough of hounslow',
        buyer_id_from_source: 'GB-CFS-123209',
        buyer_address_street: 'Hounslow House, Bath Road, Hounslow',
        buyer_address_locality: 'London',
        buyer_address_region: null,
        buyer_address_postalcode: 'TW3 3EB',
        buyer_address_country: 'United Kingdom',
        awards: [],
        supplier_names: [],
        is_test_notice: false,
      });
      expect(o.cpv_prefixes).toContain('73');
      expect(o.cpv_prefixes).toContain('7900000');
      // Delivery region "England" stands for the nine English regions.
      expect(o.region_codes).toEqual(ENGLAND);
      // The notice GUID (552c8041...) is not the ocid GUID (6cc1fffd...).
      expect(o.notice_url).toBe(
        'https://www.contractsfinder.service.gov.uk/Notice/552c8041-de65-46f7-a75b-9f5594b99753',
      );
      expect(o.documents).toEqual([
        {
          document_type: 'other',
          url: 'https://procontract.due-north.com/Advert?advertId=ccd8d4ad-8f4f-ed11-811a-005056b64545',
          true_filename: null,
          title: null,
          description: 'Advert',
          format: null,
          source_document_type: null,
        },
      ]);
    });

    it('maps an award notice with its supplier (Birmingham, Dolphin Centre)', () => {
      const o = cf('8af6ed71-be4a');
      expect(o).toMatchObject({
        title: 'P0917 DOLPHIN CENTRE BUILDING IMPROVEMENT WORKS - AWARD',
        stage: 'award',
        tender_status: 'complete',
        award_status: 'active',
        main_procurement_category: 'works',
        procurement_method: 'selective',
        procurement_method_details: 'Negotiated procedure',
        sme_suitable: true,
        vcse_suitable: false,
        tender_value_amount: null,
        award_value_amount: 1875000,
        award_value_currency: 'GBP',
        award_date_published: '2022-10-20T09:41:49+01:00',
        tender_deadline_date: '2022-05-20T23:59:59+01:00',
        tender_estimated_start_date: '2022-06-28T01:00:00+01:00',
        cpv_codes: ['71315000', '45112712', '45112700', '45210000', '45212000', '45211350'],
        region_codes: ['UKG'],
        notice_url:
          'https://www.contractsfinder.service.gov.uk/Notice/97e3ebe6-fac5-49c8-90cb-461e530a3505',
        buyer_name: 'Birmingham City Council',
        supplier_names: ['Building Services NOW'],
        supplier_text: 'Building Services NOW',
        documents: [],
      });
      expect(o.awards).toEqual([
        {
          ocid: 'ocds-b5fd17-8af6ed71-be4a-4cf4-bb4b-bbb35e04cbfa',
          award_id: 'ocds-b5fd17-8af6ed71-be4a-4cf4-bb4b-bbb35e04cbfa-1',
          title: null,
          status: 'active',
          value_amount: 1875000,
          value_amount_gross: null,
          value_currency: 'GBP',
          award_decision_date: '2022-06-28T00:00:00+01:00',
          contract_start_date: '2022-06-28T00:00:00+01:00',
          contract_end_date: '2023-04-04T22:59:59.000Z',
          term_end_date: '2023-04-04T22:59:59.000Z',
          max_extent_date: null,
          contract_state: null,
          contract_state_date: null,
          date_history: [],
          bid_count: null,
          suppliers: [
            {
              name: 'Building Services NOW',
              name_normalised: 'building services now',
              party_id: 'GB-CFS-224746',
              scheme: null,
              identifier: null,
              scale: null,
              locality: null,
              postal_code: null,
            },
          ],
        },
      ]);
    });

    it('maps an early engagement (planning) notice with its engagement deadline', () => {
      const o = cf('04448330-49ca');
      expect(o).toMatchObject({
        title:
          'Market Engagement Event: Safe Haven and Crisis Beds Services for NHS Derby & Derbyshire ICB',
        stage: 'planning',
        notice_type: 'marketEngagementNotice',
        tender_status: 'planning',
        tender_deadline_date: '2022-11-10T23:59:59Z',
        tender_value_amount: null,
        cpv_codes: ['85100000'],
        region_codes: ['UKF'],
        buyer_name: 'NHS Arden and GEM CSU',
        buyer_address_postalcode: 'DE13QT',
        buyer_address_country: 'England',
        notice_url:
          'https://www.contractsfinder.service.gov.uk/Notice/c80defc1-9081-4b74-a5b1-d85535d22a12',
      });
    });

    it('keeps registered supplier identifiers (scheme GB-COH)', () => {
      const o = cf('389af343-a9da');
      expect(o.title).toBe('Microsoft Licences');
      expect(o.buyer_name_normalised).toBe('financial services compensation scheme');
      expect(o.tender_value_amount).toBe(494549);
      expect(o.award_value_amount).toBe(494549);
      expect(o.awards[0].suppliers).toEqual([
        {
          name: 'INSIGHT DIRECT (UK) LTD',
          name_normalised: 'insight direct uk',
          party_id: 'GB-COH-02579852',
          scheme: 'GB-COH',
          identifier: '02579852',
          scale: 'large',
          locality: null,
          postal_code: null,
        },
      ]);
      // Every region, England, Scotland, Wales and Northern Ireland are listed one by one.
      expect(o.region_codes).toEqual([...NUTS1_REGIONS]);
    });

    it('maps a Scottish tender with an e-sourcing link as Apply Online', () => {
      const o = cf('5c012011-a7b8');
      expect(o).toMatchObject({
        title: 'Isle of Cumbrae CRS Fit Out Works',
        tender_value_amount: 60000,
        procurement_method_details: 'Open procedure (below threshold)',
        region_codes: ['UKM'],
        buyer_name: 'MCA - Maritime and Coastguard Agency',
      });
      expect(o.documents.map((d) => [d.document_type, d.url, d.description])).toEqual([
        ['other', 'https://dft.app.jaggaer.com', 'Link to eSourcing Portal'],
      ]);
    });

    it('uses the net value, not minValue, and unites England and Wales', () => {
      const o = cf('c455d6f4-246d');
      expect(o.title).toBe('Barred and Advisory List');
      expect(o.tender_value_amount).toBe(970293);
      expect(o.award_value_amount).toBe(231000);
      expect(o.cpv_codes).toEqual(['48000000', '72000000']);
      expect(o.region_codes).toEqual([...ENGLAND, 'UKL']);
    });

    it('keeps both suppliers of a joint award', () => {
      const o = cf('d60017c5-4d9a');
      expect(o.supplier_names).toEqual([
        'YESSS (B) Electrical Limited - Nottingham',
        'Enerveo Ltd',
      ]);
      expect(o.supplier_text).toBe('YESSS (B) Electrical Limited - Nottingham Enerveo Ltd');
      expect(o.awards[0].suppliers.map((s) => [s.party_id, s.scheme, s.identifier])).toEqual([
        ['GB-CFS-224732', null, null],
        ['GB-CFS-224733', null, null],
      ]);
      expect(o.award_value_amount).toBe(347145);
    });

    it('compiles an award and its update into one opportunity', () => {
      const o = cf('3ec6abdd-1a5a');
      expect(o.stage).toBe('awardUpdate');
      expect(o.stages).toEqual(['award', 'awardUpdate']);
      expect(o.release_date).toBe('2022-10-20T09:30:30+01:00');
      expect(o.awards).toHaveLength(1);
      expect(o.awards[0].suppliers[0]).toMatchObject({ scheme: 'GB-COH', identifier: '09438364' });
      expect(o.notice_url).toBe(
        'https://www.contractsfinder.service.gov.uk/Notice/82e15a82-6699-4ecc-a6b6-f5fcabe3867b',
      );
      // Only a bare "United Kingdom" is given: the buyer's postcode (SN2 1FL, Swindon) decides.
      expect(o.region_codes).toEqual(['UKK']);
    });

    it('compiles three tender amendments, keeping every CPV code', () => {
      const o = cf('66babd80-87f5');
      expect(o.stage).toBe('tenderAmendment');
      expect(o.release_date).toBe('2022-10-19T17:40:16+01:00');
      expect(o.cpv_codes).toHaveLength(27);
      expect(o.cpv_codes.slice(0, 3)).toEqual(['98334000', '98000000', '85100000']);
      expect(o.procurement_method).toBeNull();
      expect(o.procurement_method_details).toBe('Other -');
      expect(o.region_codes).toEqual(['UKG']);
      expect(o.documents.map((d) => d.document_type)).toEqual(['other']);
    });

    it('names attachments from their descriptions and MIME formats', () => {
      const o = cf('0cfd831c-e806');
      expect(o.documents.every((d) => d.document_type === 'attachment')).toBe(true);
      expect(o.documents.map((d) => d.true_filename)).toEqual([
        'Document 3 - NPH Design and Installation of M-Block LV Switchgear Replacement Particular Specification 1.pdf',
        'Document No 5 - Form of Tender - Design and Installation of M-Block LV Switchgear Replacement.docx',
        'Document No 6 - Method statement response template.docx',
        'Document 4 - NPH Design and Installation of M-Block LV Switchgear Replacement Workmanship Specification 2.pdf',
        'Document No 1 - ITT - LNWUH -Design and Installation of M-Block LV Switchgear Replacement V2.docx',
        'Document No 7 - List of Community for Social Value Contribtion.xlsx',
        'Document No 8 - Social-value Guide v2.pdf',
      ]);
      expect(o.sme_suitable).toBe(false);
      // The postcode HA1 3UJ is stated; the list of countries next to it is not.
      expect(o.region_codes).toEqual(['UKI']);
    });

    it('names award attachments without descriptions from their document type', () => {
      const o = cf('cc01c673-a962');
      expect(
        o.documents.map((d) => [d.document_type, d.true_filename, d.source_document_type]),
      ).toEqual([
        ['attachment', 'Award notice.docx', 'awardNotice'],
        ['attachment', 'Contract signed.docx', 'contractSigned'],
      ]);
      expect(o.region_codes).toEqual(['UKD']);
      const tasking = cf('e4ce9534-df42');
      expect(tasking.documents.map((d) => d.true_filename)).toEqual([
        'Tasking Form Part A.pdf',
        'Tasking Form Part B.pdf',
      ]);
      expect(tasking.region_codes).toEqual(['UKK']);
      expect(tasking.awards[0].suppliers[0]).toMatchObject({
        scheme: 'GB-COH',
        identifier: 'RC000664',
      });
    });

    it('merges two planning notices: the latest notice URL, links once, n/a attachments named', () => {
      const o = cf('1dee76ea-6573');
      expect(o.stage).toBe('planning');
      expect(o.title).toBe(
        'Provision & Fixing of Military Pattern Memorials for Armed Forces Personnel-RFI',
      );
      expect(o.tender_deadline_date).toBe('2022-11-04T23:59:59Z');
      expect(o.notice_url).toBe(
        'https://www.contractsfinder.service.gov.uk/Notice/23fd3f60-e06c-4598-afb8-865b0b179e9f',
      );
      expect(o.documents.map((d) => [d.document_type, d.true_filename])).toEqual([
        ['other', null],
        ['attachment', 'Document.pdf'],
        ['attachment', 'Document.docx'],
      ]);
      expect(o.region_codes).toEqual(['UKK']);
    });

    it('gives every sample a notice URL built from the notice, never from the ocid', () => {
      for (const fragment of ['6cc1fffd', '8af6ed71', '04448330', '389af343', '5c012011']) {
        const o = cf(fragment);
        expect(o.notice_url).toMatch(
          /^https:\/\/www\.contractsfinder\.service\.gov\.uk\/Notice\/[0-9a-f-]{36}$/,
        );
        expect(o.notice_url).not.toContain(o.ocid.slice('ocds-b5fd17-'.length));
      }
    });
    it('decodes the HTML entities of the portal text (a real HMPPS notice)', () => {
      const o = cf('b9541ef8-1235');
      expect(o.title).toBe("HMPPS Norwich-A'Wing Refurbishment-BPRN No.580/20/6189");
      expect(o.description).toBe("HMPPS Norwich-A'Wing Refurbishment-BPRN No.580/20/6189");
      expect(JSON.stringify(o)).not.toMatch(/&(apos|amp|quot|lt|gt|#\d+);/);
    });
  },
);
