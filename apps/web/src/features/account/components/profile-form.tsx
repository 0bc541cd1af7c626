import type { ProfileResponse } from '@wac/contract';
import { type FormEvent, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/form-field';
import { INDUSTRY_OPTIONS } from '@/config/constants';
import { getErrorMessage, readFieldMessages } from '@/lib/api-error';
import { sanitisePersonName } from '@/lib/person-name';
import { useUpdateProfile } from '../hooks/use-profile';
import {
  type ProfileForm as ProfileFormValues,
  toProfileForm,
  toUpdateProfileRequest,
  validateProfileForm,
} from '../utils/profile-form';

const SAVE_FAILED = 'An error occurred while saving. Please try again.';

interface ProfileFormProps {
  profile: ProfileResponse;
  onSaved: () => void;
  onCancel: () => void;
}

/** Edit mode of Profile Information; Cancel discards the edits (the view shows the saved values). */
export function ProfileForm({ profile, onSaved, onCancel }: ProfileFormProps) {
  const [form, setForm] = useState<ProfileFormValues>(() => toProfileForm(profile));
  const [problem, setProblem] = useState<string | null>(null);
  // The server's message for each field, shown at the field (issue 28 item 9).
  const [fieldMessages, setFieldMessages] = useState<Record<string, string>>({});
  const save = useUpdateProfile();

  const update = (field: keyof ProfileFormValues, value: string) => {
    setProblem(null);
    setFieldMessages(({ [field]: _edited, ...others }) => others);
    setForm((current) => ({ ...current, [field]: value }));
  };
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateProfileForm(form);
    if (invalid) {
      setProblem(invalid);
      return;
    }
    save.mutate(toUpdateProfileRequest(form), {
      onSuccess: onSaved,
      onError: (error) => {
        setProblem(getErrorMessage(error, SAVE_FAILED));
        setFieldMessages(readFieldMessages(error));
      },
    });
  };

  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-5">
      {problem && (
        <Alert key={problem} tone="error" revealOnShow>
          {problem}
        </Alert>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="First name"
          autoComplete="given-name"
          error={fieldMessages.first_name}
          value={form.first_name}
          onChange={(event) => update('first_name', sanitisePersonName(event.target.value))}
        />
        <TextField
          label="Last name"
          autoComplete="family-name"
          error={fieldMessages.last_name}
          value={form.last_name}
          onChange={(event) => update('last_name', sanitisePersonName(event.target.value))}
        />
        <TextField
          label="Company name"
          autoComplete="organization"
          error={fieldMessages.company_name}
          value={form.company_name}
          onChange={(event) => update('company_name', event.target.value)}
        />
        <TextField
          label="Phone"
          type="tel"
          autoComplete="tel"
          isOptional
          error={fieldMessages.phone_number}
          value={form.phone_number}
          onChange={(event) => update('phone_number', event.target.value)}
        />
      </div>
      <SelectField
        label="Industry"
        placeholder="Select your industry"
        options={INDUSTRY_OPTIONS}
        error={fieldMessages.industry}
        value={form.industry}
        onChange={(event) => update('industry', event.target.value)}
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save Changes'}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={save.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
