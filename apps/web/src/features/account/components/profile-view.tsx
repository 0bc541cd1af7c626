import type { ProfileResponse } from '@wac/contract';
import { getIndustryLabel } from '../utils/account-text';

function Row({ label, value }: { label: string; value: string | null }) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm text-fg-muted">{label}</dt>
      <dd className="text-sm font-medium sm:col-span-2">
        {value || <span className="font-normal text-fg-muted">Not provided</span>}
      </dd>
    </div>
  );
}

export function ProfileView({ profile }: { profile: ProfileResponse }) {
  return (
    <dl className="divide-y divide-line">
      <Row label="First name" value={profile.first_name} />
      <Row label="Last name" value={profile.last_name} />
      <Row label="Email" value={profile.email} />
      <Row label="Company" value={profile.company_name} />
      <Row label="Phone" value={profile.phone_number} />
      <Row label="Industry" value={getIndustryLabel(profile.industry)} />
    </dl>
  );
}
