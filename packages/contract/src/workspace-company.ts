import { z } from 'zod';
import { inputText } from './input-text';
import { SEARCH_REGIONS } from './search-constants';

/**
 * The company a workspace bids as (ADR 0177): how award matching recognises its wins (issue 29)
 * and what the win-probability estimator compares with (issue 30). Every field is optional.
 */

/** The 45 divisions (first two digits) of CPV 2008, from ../shared/reference-data. */
export const CPV_DIVISIONS = [
  '03',
  '09',
  '14',
  '15',
  '16',
  '18',
  '19',
  '22',
  '24',
  '30',
  '31',
  '32',
  '33',
  '34',
  '35',
  '37',
  '38',
  '39',
  '41',
  '42',
  '43',
  '44',
  '45',
  '48',
  '50',
  '51',
  '55',
  '60',
  '63',
  '64',
  '65',
  '66',
  '70',
  '71',
  '72',
  '73',
  '75',
  '76',
  '77',
  '79',
  '80',
  '85',
  '90',
  '92',
  '98',
] as const;

/** Size bands of the UK Companies Act / the Procurement Act's SME definition. */
export const COMPANY_SIZES = ['micro', 'small', 'medium', 'large'] as const;
export type CompanySize = (typeof COMPANY_SIZES)[number];
export const COMPANY_SIZE_LABELS: Record<CompanySize, string> = {
  micro: 'Micro (fewer than 10 staff)',
  small: 'Small (10 to 49 staff)',
  medium: 'Medium (50 to 249 staff)',
  large: 'Large (250 staff or more)',
};

export const COMPANY_NAME_MAX_LENGTH = 200;

/** Companies House numbers are 8 characters: digits, or a 2-letter prefix (SC, NI, OC...). */
export const normaliseCompaniesHouseNumber = (value: string) => {
  const compact = value.replace(/\s+/g, '').toUpperCase();
  return /^\d{1,7}$/.test(compact) ? compact.padStart(8, '0') : compact;
};

const optionalText = (max: number, tooLong: string) =>
  inputText({ error: 'Enter text.' })
    .trim()
    .max(max, tooLong)
    .nullable()
    .optional()
    .transform((value) => (value ? value : null));

export const workspaceCompanySchema = z.object({
  company_name: z.string().nullable(),
  companies_house_number: z.string().nullable(),
  cpv_divisions: z.array(z.string()),
  nuts_regions: z.array(z.string()),
  company_size: z.enum(COMPANY_SIZES).nullable(),
});
export type WorkspaceCompany = z.infer<typeof workspaceCompanySchema>;

export const saveWorkspaceCompanyRequestSchema = z.object({
  company_name: optionalText(
    COMPANY_NAME_MAX_LENGTH,
    `Keep the company name to ${COMPANY_NAME_MAX_LENGTH} characters.`,
  ),
  companies_house_number: inputText({ error: 'Enter the Companies House number.' })
    .nullable()
    .optional()
    .transform((value) => (value?.trim() ? normaliseCompaniesHouseNumber(value) : null))
    .refine((value) => value === null || /^[A-Z0-9]{8}$/.test(value), {
      message: 'Enter the 8-character Companies House number, like 01234567 or SC123456.',
    }),
  cpv_divisions: z
    .array(z.enum(CPV_DIVISIONS, { error: 'Choose CPV divisions by their two digits, like 72.' }), {
      error: 'Choose CPV divisions by their two digits, like 72.',
    })
    .max(CPV_DIVISIONS.length)
    .default([])
    .transform((codes) => [...new Set(codes)].sort()),
  nuts_regions: z
    .array(z.enum(SEARCH_REGIONS, { error: 'Choose regions by their code, like UKI.' }), {
      error: 'Choose regions by their code, like UKI.',
    })
    .max(SEARCH_REGIONS.length)
    .default([])
    .transform((codes) => [...new Set(codes)].sort()),
  company_size: z
    .enum(COMPANY_SIZES, { error: `Choose one of: ${COMPANY_SIZES.join(', ')}.` })
    .nullable()
    .default(null),
});
export type SaveWorkspaceCompanyRequest = z.output<typeof saveWorkspaceCompanyRequestSchema>;
