import {
  AUDIT_KIND_LABELS,
  AUDIT_KINDS,
  type AuditPerson,
  describeAuditPerson,
  type WorkspaceDetail,
} from '@wac/contract';
import { SelectField, TextField } from '@/components/ui/form-field';
import { memberName } from '../utils/workspace-text';

export type AuditFilterValues = {
  actor: string;
  kind: string;
  item: string;
  from: string;
  to: string;
};
export const NO_AUDIT_FILTERS: AuditFilterValues = {
  actor: '',
  kind: '',
  item: '',
  from: '',
  to: '',
};

/**
 * The audit log's filters: who (the members, and those who acted before leaving), what kind,
 * which pipeline item, from and to (UK days).
 */
export function AuditFilters({
  workspace,
  formerActors,
  values,
  onChange,
  errors,
}: {
  workspace: WorkspaceDetail;
  formerActors: readonly AuditPerson[];
  values: AuditFilterValues;
  onChange: (values: AuditFilterValues) => void;
  errors: Partial<Record<keyof AuditFilterValues, string>>;
}) {
  const set = (key: keyof AuditFilterValues) => (event: { target: { value: string } }) =>
    onChange({ ...values, [key]: event.target.value });
  return (
    <fieldset className="grid gap-4 rounded-2xl border border-line bg-surface p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-5">
      <legend className="sr-only">Filter the audit log</legend>
      <SelectField
        label="Who"
        placeholder="Anyone"
        options={[
          ...workspace.members.map((m) => ({ value: String(m.user_id), label: memberName(m) })),
          ...formerActors.map((person) => ({
            value: String(person.user_id),
            label: describeAuditPerson(person),
          })),
        ]}
        value={values.actor}
        onChange={set('actor')}
        error={errors.actor}
      />
      <SelectField
        label="Kind"
        placeholder="Every kind"
        options={AUDIT_KINDS.map((kind) => ({ value: kind, label: AUDIT_KIND_LABELS[kind] }))}
        value={values.kind}
        onChange={set('kind')}
        error={errors.kind}
      />
      <TextField
        label="Pipeline item number"
        inputMode="numeric"
        value={values.item}
        onChange={set('item')}
        error={errors.item}
      />
      <TextField
        label="From"
        type="date"
        value={values.from}
        onChange={set('from')}
        error={errors.from}
      />
      <TextField label="To" type="date" value={values.to} onChange={set('to')} error={errors.to} />
    </fieldset>
  );
}
