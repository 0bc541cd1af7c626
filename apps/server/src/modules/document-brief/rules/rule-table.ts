import type { BriefField } from '@wac/contract';
import type { BriefRule } from './brief-rule';
import { clarificationDeadlineRule } from './clarification-deadline';
import { contractLengthRule } from './contract-length';
import { contractValueRule } from './contract-value';
import { cyberEssentialsRule } from './cyber-essentials';
import { dbsChecksRule } from './dbs-checks';
import { evaluationSplitRule } from './evaluation-split';
import { healthSafetySchemesRule } from './health-safety-schemes';
import {
  employersLiabilityRule,
  professionalIndemnityRule,
  publicLiabilityRule,
} from './insurance-levels';
import { iso9001Rule, iso14001Rule, iso27001Rule, iso45001Rule } from './iso-standards';
import { lotsRule } from './lots';
import { minimumTurnoverRule } from './minimum-turnover';
import { pageWordLimitsRule } from './page-word-limits';
import { requiredFormsRule } from './required-forms';
import { siteVisitsRule } from './site-visits';
import { submissionDeadlineRule } from './submission-deadline';
import { submissionPortalRule } from './submission-portal';
import { tupeRule } from './tupe';

/** One rule per brief field: the mapped type makes a missing or doubled field a type error. */
export const BRIEF_RULES: { readonly [F in BriefField]: BriefRule<F> } = {
  submission_deadline: submissionDeadlineRule,
  clarification_deadline: clarificationDeadlineRule,
  site_visits: siteVisitsRule,
  contract_length: contractLengthRule,
  contract_value: contractValueRule,
  lots: lotsRule,
  evaluation_split: evaluationSplitRule,
  employers_liability_insurance: employersLiabilityRule,
  public_liability_insurance: publicLiabilityRule,
  professional_indemnity_insurance: professionalIndemnityRule,
  iso_9001: iso9001Rule,
  iso_14001: iso14001Rule,
  iso_27001: iso27001Rule,
  iso_45001: iso45001Rule,
  cyber_essentials: cyberEssentialsRule,
  health_safety_schemes: healthSafetySchemesRule,
  dbs_checks: dbsChecksRule,
  minimum_turnover: minimumTurnoverRule,
  tupe: tupeRule,
  page_word_limits: pageWordLimitsRule,
  required_forms: requiredFormsRule,
  submission_portal: submissionPortalRule,
};
