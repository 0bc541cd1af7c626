import { parseCpvTag } from '@wac/contract';
import { CpvCombobox } from '@/components/cpv-combobox';
import type { AlertFormValues } from '../utils/alert-form';
import { TagsInput } from './tags-input';

interface StepWhatProps {
  /** The plan includes document search (the server enforces it too). */
  canSearchDocuments?: boolean;
  values: AlertFormValues;
  onChange: (changes: Partial<AlertFormValues>) => void;
}

/** What a profile accepts as a code (parseCpvTag: 8 digits, or 2 to 7 for a whole branch). */
const validateCpvCode = (tag: string) =>
  parseCpvTag(tag)
    ? null
    : `"${tag}" is not a CPV code. Pick one from the list, or type its digits, for example 72000000.`;

/** Step 2: what the business does, as keywords and CPV codes (section 2). */
export function StepWhat({ canSearchDocuments = false, values, onChange }: StepWhatProps) {
  return (
    <div className="space-y-6">
      <TagsInput
        label="Keywords"
        placeholder="e.g. cleaning services"
        hint='Press Enter to add each keyword. An opportunity matching any of them is included; "quotes" match an exact phrase; -word or -"phrase" leaves out anything mentioning it.'
        tags={values.keywords}
        onChange={(keywords) => onChange({ keywords })}
      />
      {canSearchDocuments && (
        <label className="flex items-start gap-3 text-sm">
          <input
            type="checkbox"
            checked={values.include_documents}
            onChange={(event) => onChange({ include_documents: event.target.checked })}
            className="mt-0.5 size-4 accent-brand"
          />
          <span>
            <span className="font-medium">Include documents</span>
            <span className="block text-fg-muted">
              A keyword found inside the tender documents (PDF, Word, Excel, zips) also matches.
            </span>
          </span>
        </label>
      )}
      <CpvCombobox
        codes={values.cpv_codes}
        onChange={(cpv_codes) => onChange({ cpv_codes })}
        validateCode={validateCpvCode}
      />
      <label className="flex items-start gap-3 text-sm">
        <input
          type="checkbox"
          checked={values.include_sub_cpv}
          onChange={(event) => onChange({ include_sub_cpv: event.target.checked })}
          className="mt-0.5 size-4 accent-brand"
        />
        <span>
          <span className="font-medium">Include sub-categories</span>
          <span className="block text-fg-muted">
            A code also matches the more specific codes under it (90910000 covers 90911200).
          </span>
        </span>
      </label>
    </div>
  );
}
