import type { AlertProfile } from '@wac/contract';
import { ArrowLeft, ArrowRight, Save } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { readFieldMessages } from '@/lib/api-error';
import { useSaveAlertProfile } from '../hooks/use-alert-profiles';
import { useProfileNameCheck } from '../hooks/use-profile-name-check';
import { type AlertFormValues, hasKeywordsOrCpvCodes, toAlertRequest } from '../utils/alert-form';
import { ALERT_TEXT, WIZARD_STEPS } from '../utils/alert-text';
import { describeSaveError } from '../utils/save-error';
import { ConfirmDialog } from './confirm-dialog';
import { StepBasics } from './step-basics';
import { StepWhat } from './step-what';
import { StepWhere } from './step-where';
import { WizardProgress } from './wizard-progress';

interface AlertWizardProps {
  /** The profile being edited; null creates one. */
  profile: AlertProfile | null;
  initialValues: AlertFormValues;
  /** Saving or cancelling returns to the list (section 4). */
  onClose: () => void;
  /** The plan includes document search: step 2 offers "Include documents". */
  canSearchDocuments?: boolean;
}

const LAST_STEP = WIZARD_STEPS.length - 1;
/** Step 3's fields that show the server's message beside them (the step saving happens on). */
const STEP_WHERE_FIELDS = ['min_value', 'max_value'] as const;

const pickFields = (messages: Record<string, string>, fields: readonly string[]) =>
  Object.fromEntries(Object.entries(messages).filter(([field]) => fields.includes(field)));

/**
 * The 3-step wizard (section 4): 1 -> 2 -> 3 -> save, Back from steps 2 and 3. Step 1 moves on
 * only once the name is entered and confirmed available; saving without keywords or CPV codes
 * asks first.
 */
export function AlertWizard({
  profile,
  initialValues,
  onClose,
  canSearchDocuments = false,
}: AlertWizardProps) {
  const [step, setStep] = useState(0);
  const [values, setValues] = useState(initialValues);
  const [nameError, setNameError] = useState<string | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  /** The server's word on each step 3 field, shown beside it until the form is changed. */
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [isConfirming, setIsConfirming] = useState(false);
  const [isVerifying, setIsVerifying] = useState(false);
  const nameCheck = useProfileNameCheck(values.profile_name, profile?.id ?? null);
  const save = useSaveAlertProfile();

  const change = (changes: Partial<AlertFormValues>) => {
    setValues((current) => ({ ...current, ...changes }));
    if ('profile_name' in changes) setNameError(null);
    setSaveError(null);
    // The server judged the values it was sent; a range's message names both ends.
    setFieldErrors({});
  };

  const leaveBasics = async () => {
    if (!values.profile_name.trim()) {
      setNameError(ALERT_TEXT.nameRequired);
      return;
    }
    setIsVerifying(true);
    const status = await nameCheck.verify();
    setIsVerifying(false);
    if (status === 'taken') setNameError(ALERT_TEXT.nameTaken);
    else if (status === 'failed') setNameError(ALERT_TEXT.nameCheckFailed);
    else setStep(1);
  };

  const saveProfile = async () => {
    setIsConfirming(false);
    setSaveError(null);
    setFieldErrors({});
    try {
      await save.mutateAsync({ id: profile?.id ?? null, body: toAlertRequest(values) });
      toast.success(profile ? 'Alert profile updated.' : 'Alert profile created.');
      onClose();
    } catch (error) {
      const message = describeSaveError(error);
      const besideFields = pickFields(readFieldMessages(error), STEP_WHERE_FIELDS);
      setFieldErrors(besideFields);
      // Said once: beside the field when step 3 has it, else under the form (the name is on step 1).
      setSaveError(Object.values(besideFields).includes(message) ? null : message);
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (step === 0) await leaveBasics();
    else if (step < LAST_STEP) setStep(step + 1);
    else if (!hasKeywordsOrCpvCodes(values)) setIsConfirming(true);
    else await saveProfile();
  };

  const heading = profile ? `Edit "${profile.profile_name}"` : 'Create New Profile';
  return (
    <section aria-labelledby="alert-wizard-title" className="mx-auto max-w-3xl">
      <h2 id="alert-wizard-title" className="mb-6 text-2xl font-semibold tracking-tight">
        {heading}
      </h2>
      <WizardProgress step={step} />
      <form
        onSubmit={submit}
        noValidate
        className="rounded-2xl border border-line bg-surface p-6 shadow-sm"
      >
        <h3 className="mb-4 text-lg font-semibold">
          Step {step + 1}: {WIZARD_STEPS[step]?.title}
        </h3>
        {step === 0 && (
          <StepBasics
            name={values.profile_name}
            onNameChange={(profile_name) => change({ profile_name })}
            nameStatus={nameCheck.status}
            error={nameError}
          />
        )}
        {step === 1 && (
          <StepWhat canSearchDocuments={canSearchDocuments} values={values} onChange={change} />
        )}
        {step === LAST_STEP && <StepWhere values={values} onChange={change} errors={fieldErrors} />}
        {saveError && (
          <Alert tone="error" className="mt-6">
            {saveError}
          </Alert>
        )}
        <div className="mt-8 flex flex-wrap items-center justify-between gap-3">
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <div className="flex gap-2">
            {step > 0 && (
              <Button variant="secondary" onClick={() => setStep(step - 1)}>
                <ArrowLeft aria-hidden className="size-4" />
                Back
              </Button>
            )}
            <Button type="submit" disabled={isVerifying || save.isPending}>
              {(isVerifying || save.isPending) && (
                <Spinner className="size-4 border-white/40 border-t-white" />
              )}
              {step < LAST_STEP ? 'Next' : 'Save Profile'}
              {step < LAST_STEP ? (
                <ArrowRight aria-hidden className="size-4" />
              ) : (
                <Save aria-hidden className="size-4" />
              )}
            </Button>
          </div>
        </div>
      </form>
      <ConfirmDialog
        isOpen={isConfirming}
        onOpenChange={setIsConfirming}
        title={ALERT_TEXT.noCriteriaTitle}
        description={ALERT_TEXT.noCriteriaBody}
        cancelLabel={ALERT_TEXT.goBack}
        confirmLabel={ALERT_TEXT.saveAnyway}
        onConfirm={saveProfile}
        isBusy={save.isPending}
      />
    </section>
  );
}
