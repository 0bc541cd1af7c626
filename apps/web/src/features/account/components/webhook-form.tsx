import {
  type CreateWebhookRequest,
  WEBHOOK_KIND_LABELS,
  WEBHOOK_KINDS,
  type WebhookCreated,
  type WebhookEndpoint,
  type WebhookKind,
} from '@wac/contract';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/form-field';
import { ApiError } from '@/lib/api-error';
import {
  useAlertProfileChoices,
  usePipelineWorkspaceChoices,
  useWebhookMutations,
} from '../hooks/use-webhooks';
import { WEBHOOK_TEXT, WEBHOOK_URL_HINTS } from '../utils/webhook-text';

const EMPTY: CreateWebhookRequest = {
  kind: 'slack',
  url: '',
  endpoint_name: '',
  alert_profile_ids: [],
  receives_follows: false,
  receives_favourite_changes: false,
  pipeline_workspace_ids: [],
};

const CHECKBOX_ROW = 'flex items-start gap-3 text-sm';
const CHECKBOX = 'mt-0.5 size-4 shrink-0 accent-brand';

/**
 * Adds an endpoint (its kind, URL and name, and what it receives), or with `editing` changes an
 * endpoint's name and choices (its kind and URL stay: a new URL is a new endpoint).
 */
export function WebhookForm(props: {
  editing?: WebhookEndpoint;
  onDone: (created: WebhookCreated | null) => void;
  onCancel: () => void;
}) {
  const { editing } = props;
  const [values, setValues] = useState<CreateWebhookRequest>(
    editing
      ? {
          kind: editing.kind,
          url: '',
          endpoint_name: editing.endpoint_name,
          alert_profile_ids: editing.alert_profile_ids,
          receives_follows: editing.receives_follows,
          receives_favourite_changes: editing.receives_favourite_changes,
          pipeline_workspace_ids: editing.pipeline_workspace_ids,
        }
      : EMPTY,
  );
  const { create, update } = useWebhookMutations();
  const mutation = editing ? update : create;
  const profiles = useAlertProfileChoices(true);
  const workspaces = usePipelineWorkspaceChoices(true);
  const error = mutation.error instanceof ApiError ? mutation.error : null;
  const fieldError = (field: string) => error?.firstFieldError(field) ?? null;
  const change = (patch: Partial<CreateWebhookRequest>) => setValues({ ...values, ...patch });
  const chosen = new Set(values.alert_profile_ids);
  const toggleProfile = (id: number, isOn: boolean) =>
    change({
      alert_profile_ids: isOn
        ? [...chosen, id]
        : [...chosen].filter((profileId) => profileId !== id),
    });
  const chosenWorkspaces = new Set(values.pipeline_workspace_ids);
  const toggleWorkspace = (id: number, isOn: boolean) =>
    change({
      pipeline_workspace_ids: isOn
        ? [...chosenWorkspaces, id]
        : [...chosenWorkspaces].filter((workspaceId) => workspaceId !== id),
    });

  return (
    <form
      className="space-y-4 rounded-xl border border-line p-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (editing) {
          const body = {
            endpoint_name: values.endpoint_name,
            alert_profile_ids: values.alert_profile_ids,
            receives_follows: values.receives_follows,
            receives_favourite_changes: values.receives_favourite_changes,
            pipeline_workspace_ids: values.pipeline_workspace_ids,
          };
          update.mutate({ id: editing.id, body }, { onSuccess: () => props.onDone(null) });
        } else {
          create.mutate(values, { onSuccess: props.onDone });
        }
      }}
    >
      {!editing && (
        <SelectField
          label="Where to post"
          value={values.kind}
          onChange={(event) => change({ kind: event.target.value as WebhookKind })}
          options={WEBHOOK_KINDS.map((kind) => ({ value: kind, label: WEBHOOK_KIND_LABELS[kind] }))}
          error={fieldError('kind')}
        />
      )}
      {!editing && (
        <TextField
          label="Webhook URL"
          type="url"
          inputMode="url"
          autoComplete="off"
          required
          value={values.url}
          onChange={(event) => change({ url: event.target.value })}
          hint={WEBHOOK_URL_HINTS[values.kind]}
          error={fieldError('url')}
        />
      )}
      <TextField
        label="Name"
        required
        maxLength={100}
        value={values.endpoint_name}
        onChange={(event) => change({ endpoint_name: event.target.value })}
        hint="For you: e.g. the channel's name."
        error={fieldError('endpoint_name')}
      />
      <fieldset className="space-y-2">
        <legend className="mb-1 text-sm font-medium">What it receives</legend>
        {(profiles.data ?? []).map((profile) => (
          <label key={profile.id} className={CHECKBOX_ROW}>
            <input
              type="checkbox"
              className={CHECKBOX}
              checked={chosen.has(profile.id)}
              onChange={(event) => toggleProfile(profile.id, event.target.checked)}
            />
            <span>Alert profile: {profile.profile_name}</span>
          </label>
        ))}
        {profiles.isSuccess && profiles.data.length === 0 && (
          <p className="text-sm text-fg-muted">
            You have no alert profiles yet: make one on My Alert Profiles to choose it here.
          </p>
        )}
        <label className={CHECKBOX_ROW}>
          <input
            type="checkbox"
            className={CHECKBOX}
            checked={values.receives_follows}
            onChange={(event) => change({ receives_follows: event.target.checked })}
          />
          <span>New notices and awards of the buyers and suppliers you follow</span>
        </label>
        <label className={CHECKBOX_ROW}>
          <input
            type="checkbox"
            className={CHECKBOX}
            checked={values.receives_favourite_changes}
            onChange={(event) => change({ receives_favourite_changes: event.target.checked })}
          />
          <span>Changes to your favourites</span>
        </label>
        {(workspaces.data ?? []).map((workspace) => (
          <label key={workspace.id} className={CHECKBOX_ROW}>
            <input
              type="checkbox"
              className={CHECKBOX}
              checked={chosenWorkspaces.has(workspace.id)}
              onChange={(event) => toggleWorkspace(workspace.id, event.target.checked)}
            />
            <span>
              Pipeline events of {workspace.name}: items added, stage, owner and bid decision
              changes, won and lost
            </span>
          </label>
        ))}
        {(['alert_profile_ids', 'pipeline_workspace_ids'] as const).map(
          (field) =>
            fieldError(field) && (
              <p key={field} className="text-sm text-red-700 dark:text-red-300">
                {fieldError(field)}
              </p>
            ),
        )}
      </fieldset>
      {error && !Object.keys(error.fieldErrors).length && (
        <Alert tone="error">{error.message}</Alert>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={mutation.isPending}>
          {editing ? WEBHOOK_TEXT.save : WEBHOOK_TEXT.add}
        </Button>
        <Button variant="secondary" size="sm" onClick={props.onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
