import { describeNoticeType, type RadarRow } from '@wac/contract';
import type { RadarAwardRow } from './radar-awards.repository';

const toIso = (date: Date | null) => date?.toISOString() ?? null;

/** A radar row's dates as the notices moved them, each move named by its notice type. */
export function toContractDates(
  row: RadarAwardRow,
): Pick<
  RadarRow,
  'term_end_date' | 'max_extent_date' | 'contract_state' | 'contract_state_date' | 'date_history'
> {
  return {
    term_end_date: toIso(row.term_end_date),
    max_extent_date: toIso(row.max_extent_date),
    contract_state: row.contract_state,
    contract_state_date: toIso(row.contract_state_date),
    date_history: (row.date_history ?? []).map((change) => ({
      ...change,
      notice_type_label: describeNoticeType(change.notice_type),
    })),
  };
}
