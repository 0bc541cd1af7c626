import type { WorkspaceDetail } from '@wac/contract';

/** A workspace's company profile with nothing filled in, for the features' test data. */
export const NO_COMPANY: WorkspaceDetail['company'] = {
  company_name: null,
  companies_house_number: null,
  cpv_divisions: [],
  nuts_regions: [],
  company_size: null,
};
