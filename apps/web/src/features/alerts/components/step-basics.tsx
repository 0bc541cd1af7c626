import { CheckCircle2, Loader2 } from 'lucide-react';
import { TextField } from '@/components/ui/form-field';
import type { NameCheckStatus } from '../hooks/use-profile-name-check';
import { ALERT_TEXT } from '../utils/alert-text';

interface StepBasicsProps {
  name: string;
  onNameChange: (name: string) => void;
  nameStatus: NameCheckStatus;
  error: string | null;
}

function NameStatus({ status }: { status: NameCheckStatus }) {
  if (status === 'checking') {
    return (
      <span className="inline-flex items-center gap-1.5">
        <Loader2 aria-hidden className="size-4 motion-safe:animate-spin" />
        Checking availability...
      </span>
    );
  }
  if (status === 'available') {
    return (
      <span className="inline-flex items-center gap-1.5 text-green-700 dark:text-green-300">
        <CheckCircle2 aria-hidden className="size-4" />
        This name is available.
      </span>
    );
  }
  return 'Give the profile a name you will recognise in your inbox, e.g. "Cleaning in Yorkshire".';
}

/** Step 1: the profile name, checked for availability as it is typed (section 5). */
export function StepBasics({ name, onNameChange, nameStatus, error }: StepBasicsProps) {
  const inlineError = nameStatus === 'taken' ? ALERT_TEXT.nameTakenInline : null;
  return (
    <div className="space-y-4">
      <TextField
        label="Profile Name"
        value={name}
        onChange={(event) => onNameChange(event.target.value)}
        maxLength={100}
        autoComplete="off"
        autoFocus
        error={error ?? inlineError}
        hint={<NameStatus status={nameStatus} />}
      />
    </div>
  );
}
