import {
  COMPANY_SIZE_LABELS,
  COMPANY_SIZES,
  type CompanySize,
  SEARCH_REGION_NAMES,
  SEARCH_REGIONS,
  type WorkspaceDetail,
} from '@wac/contract';
import { Building } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { AccountCard } from '@/features/account/components/account-card';
import { ApiError, getErrorMessage } from '@/lib/api-error';
import { saveCompanyProfile } from '../api/workspaces-api';
import { useWorkspaceChange } from '../hooks/use-workspace';

const FIELDS = ['company_name', 'companies_house_number', 'cpv_divisions', 'nuts_regions'] as const;

/**
 * The company the workspace bids as (ADR 0177): award matching recognises its wins by the name or
 * Companies House number. Owners and admins (`workspace.settings`) edit it; others read it.
 */
export function CompanySection({ workspace }: { workspace: WorkspaceDetail }) {
  const saved = workspace.company;
  const [name, setName] = useState(saved.company_name ?? '');
  const [number, setNumber] = useState(saved.companies_house_number ?? '');
  const [divisions, setDivisions] = useState(saved.cpv_divisions.join(', '));
  const [regions, setRegions] = useState<string[]>(saved.nuts_regions);
  const [size, setSize] = useState<string>(saved.company_size ?? '');
  const [errors, setErrors] = useState<Partial<Record<(typeof FIELDS)[number] | 'form', string>>>(
    {},
  );
  const [isSaved, setIsSaved] = useState(false);
  const canEdit = workspace.permissions.includes('workspace.settings');
  const save = useWorkspaceChange(workspace.id, () =>
    saveCompanyProfile(workspace.id, {
      company_name: name,
      companies_house_number: number,
      cpv_divisions: divisions.split(/[\s,]+/).filter(Boolean),
      nuts_regions: regions,
      company_size: (size || null) as CompanySize | null,
    }),
  );
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    setIsSaved(false);
    try {
      await save.mutateAsync(undefined);
      setIsSaved(true);
    } catch (caught) {
      const found = Object.fromEntries(
        FIELDS.map((field) => [
          field,
          caught instanceof ApiError ? caught.firstFieldError(field) : undefined,
        ]),
      );
      const hasField = Object.values(found).some(Boolean);
      setErrors(hasField ? found : { form: getErrorMessage(caught, 'The profile was not saved.') });
    }
  };
  const toggleRegion = (code: string) =>
    setRegions((current) =>
      current.includes(code) ? current.filter((c) => c !== code) : [...current, code],
    );
  return (
    <AccountCard icon={Building} title="Company profile">
      <form onSubmit={submit} noValidate className="space-y-4">
        <fieldset disabled={!canEdit} className="space-y-4">
          <TextField
            label="Company name"
            isOptional
            value={name}
            maxLength={200}
            onChange={(e) => setName(e.target.value)}
            error={errors.company_name}
          />
          <TextField
            label="Companies House number"
            isOptional
            value={number}
            onChange={(e) => setNumber(e.target.value)}
            hint="8 characters, like 01234567 or SC123456."
            error={errors.companies_house_number}
          />
          <TextField
            label="CPV divisions"
            isOptional
            value={divisions}
            onChange={(e) => setDivisions(e.target.value)}
            hint="The first two digits of the CPV codes you work in, separated by commas, like 45, 72."
            error={errors.cpv_divisions}
          />
          <fieldset>
            <legend className="text-sm font-medium">
              Regions <span className="font-normal text-fg-muted">(optional)</span>
            </legend>
            <div className="mt-2 grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-2">
              {SEARCH_REGIONS.map((code) => (
                <label key={code} className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    checked={regions.includes(code)}
                    onChange={() => toggleRegion(code)}
                    className="size-4 accent-brand"
                  />
                  {SEARCH_REGION_NAMES[code]}
                </label>
              ))}
            </div>
            {errors.nuts_regions && (
              <p className="mt-1 text-sm text-red-700 dark:text-red-300">{errors.nuts_regions}</p>
            )}
          </fieldset>
          <SelectField
            label="Company size"
            isOptional
            placeholder="Not stated"
            options={COMPANY_SIZES.map((value) => ({ value, label: COMPANY_SIZE_LABELS[value] }))}
            value={size}
            onChange={(e) => setSize(e.target.value)}
          />
        </fieldset>
        {errors.form && (
          <p role="alert" className="text-sm text-red-700 dark:text-red-300">
            {errors.form}
          </p>
        )}
        {isSaved && (
          <p role="status" className="text-sm text-green-800 dark:text-green-300">
            Company profile saved.
          </p>
        )}
        {canEdit && (
          <Button type="submit" disabled={save.isPending}>
            {save.isPending && <Spinner className="size-4 border-on-brand/40 border-t-on-brand" />}
            Save company profile
          </Button>
        )}
      </form>
    </AccountCard>
  );
}
