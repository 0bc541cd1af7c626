/** The real samples the framework journeys use (seeded by framework-samples.ts). */
export const FRAMEWORK_SAMPLE = {
  ocid: 'ocds-h6vhtk-02874c',
  title: 'Goods-Framework-Supply and Delivery of Strategic Process Chemicals',
  file: 'fts_member_052408-2025_award-contract_utilities-framework-lots_tender-db.json',
};
export const CALL_OFF_SAMPLE = {
  ocid: 'ocds-b5fd17-b97cdcbd-3d0b-49d1-9152-040172d85234',
  file: 'cf_ocds-search_2022-10-20_limit100.json',
};
/** A real planning notice (UK2 market engagement) for the opportunity page's deadlines. */
export const ENGAGEMENT_SAMPLE = {
  ocid: 'ocds-h6vhtk-06f1a6',
  title: 'Whole Energy Absorption Spectrometer (WEAS)',
  file: 'fts_member_083645-2026_UK2-market-engagement_keys-sorted_tender-db.json',
};
