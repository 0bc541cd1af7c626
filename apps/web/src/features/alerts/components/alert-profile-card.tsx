import { ALERT_DELIVERY_LABELS, type AlertProfile, splitTags } from '@wac/contract';
import { LIFECYCLE_STAGE_LABELS, type LifecycleStage } from '@wac/contract/lifecycle-stage';
import { SEARCH_FRAMEWORK_FILTER_LABELS } from '@wac/contract/search-constants';
import { Pencil, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatMoney } from '@/lib/format';
import { DEADLINE_FILTER_LABELS } from '../utils/alert-text';

const shortDate = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'short',
  timeZone: 'Europe/London',
});

function describeValueRange(min: number | null, max: number | null): string {
  if (min !== null && max !== null) return `${formatMoney(min)} to ${formatMoney(max)}`;
  if (min !== null) return `From ${formatMoney(min)}`;
  if (max !== null) return `Up to ${formatMoney(max)}`;
  return 'Any value';
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 sm:grid-cols-[9rem_1fr]">
      <dt className="text-fg-muted">{label}</dt>
      <dd className="min-w-0">{children}</dd>
    </div>
  );
}

function Tags({ text, empty }: { text: string; empty: string }) {
  const tags = splitTags(text);
  if (tags.length === 0) return <span className="text-fg-muted">{empty}</span>;
  return (
    <ul className="flex flex-wrap gap-1.5">
      {tags.map((tag) => (
        <li key={tag} className="rounded-full bg-surface-muted px-2 py-0.5 text-xs font-medium">
          {tag}
        </li>
      ))}
    </ul>
  );
}

interface AlertProfileCardProps {
  profile: AlertProfile;
  onEdit: () => void;
  onDelete: () => void;
}

/** One profile in the list: its criteria at a glance, Edit and Delete. */
export function AlertProfileCard({ profile, onEdit, onDelete }: AlertProfileCardProps) {
  const headingId = `alert-profile-${profile.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col rounded-2xl border border-line bg-surface p-5 shadow-sm"
    >
      <div className="mb-4 flex items-start justify-between gap-3">
        <h2 id={headingId} className="min-w-0 text-lg font-semibold break-words">
          {profile.profile_name}
        </h2>
        <Badge tone={profile.is_active ? 'brand' : 'neutral'} className="shrink-0">
          {profile.is_active ? 'Email alerts on' : 'Email alerts off'}
        </Badge>
      </div>
      <dl className="flex-1 space-y-2 text-sm">
        <Detail label="Keywords">
          <Tags text={profile.keywords} empty="Any" />
        </Detail>
        <Detail label="CPV codes">
          <Tags text={profile.cpv_codes} empty="Any" />
          {profile.cpv_codes && profile.include_sub_cpv && (
            <span className="mt-1 block text-xs text-fg-muted">Including sub-categories</span>
          )}
        </Detail>
        <Detail label="Locations">
          <Tags text={profile.location_keywords} empty="Anywhere" />
        </Detail>
        <Detail label="Value">{describeValueRange(profile.min_value, profile.max_value)}</Detail>
        <Detail label="Deadline">{DEADLINE_FILTER_LABELS[profile.deadline_filter]}</Detail>
        {profile.lifecycle_stages && (
          <Detail label="Lifecycle stage">
            {splitTags(profile.lifecycle_stages)
              .map((stage) => LIFECYCLE_STAGE_LABELS[stage as LifecycleStage] ?? stage)
              .join(', ')}
          </Detail>
        )}
        {profile.framework && (
          <Detail label="Frameworks">{SEARCH_FRAMEWORK_FILTER_LABELS[profile.framework]}</Detail>
        )}
        <Detail label="Emails">{ALERT_DELIVERY_LABELS[profile.delivery]}</Detail>
      </dl>
      <div className="mt-5 flex items-center justify-between gap-3 border-t border-line pt-4">
        <p className="text-xs text-fg-muted">
          Updated {shortDate.format(new Date(profile.updated_at))}
        </p>
        <div className="flex gap-2">
          <Button
            variant="secondary"
            size="sm"
            onClick={onEdit}
            aria-label={`Edit ${profile.profile_name}`}
          >
            <Pencil aria-hidden className="size-4" />
            Edit
          </Button>
          <Button
            variant="secondary"
            size="sm"
            onClick={onDelete}
            aria-label={`Delete ${profile.profile_name}`}
            className="text-red-700 dark:text-red-300"
          >
            <Trash2 aria-hidden className="size-4" />
            Delete
          </Button>
        </div>
      </div>
    </article>
  );
}
