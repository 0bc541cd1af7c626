/** The CPV module's public face: codes, and the labels ingest learns from the notices it reads. */
export { CPV_CODE_LENGTH, type CpvLabel, normaliseCpvCode } from './cpv-code';
export { upsertIngestedCpvLabels } from './cpv-labels.repository';
export { OFFICIAL_CPV_LIST_PATH } from './official-cpv-list';
export { parseCpvCsv } from './parse-cpv-csv';
