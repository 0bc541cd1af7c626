import { awardFactsColumns } from '../opportunities/award-card-facts';
import { cardFieldColumns } from '../opportunities/opportunity-card-fields';

/**
 * The columns of an export row (`ExportRow`) over `opportunities o`: the search card's fields,
 * the value as the cards show it (awarded when there is one, else the estimate), and the status
 * and main CPV code as the cards have them (opportunity-card-fields.ts), and every award's value
 * and suppliers, so a multi-award notice is told as the card and the page tell it (ADR 0347).
 */
export const EXPORT_ROW_COLUMNS = `o.wac_id, o.title, o.buyer_name,
  o.supplier_names[1] AS supplier_name, o.stage, o.source_system,
  coalesce(o.award_value_amount, o.tender_value_amount) AS value_amount,
  coalesce(CASE WHEN o.award_value_amount IS NOT NULL THEN o.award_value_currency END,
           o.tender_value_currency, o.award_value_currency) AS value_currency,
  o.release_date, o.tender_deadline_date, o.notice_url, o.description,
  ${cardFieldColumns('o')},
  ${awardFactsColumns('o')}`;
