import type { OrganisationHeader as Header } from '@wac/contract';
import { Building2, MapPin } from 'lucide-react';
import { describeRegion, describeScheme, formatAddress } from '../utils/organisation-text';
import { FollowButton, type FollowViewer } from './follow-button';

const ROLE_LABEL = { buyer: 'Buyer', supplier: 'Supplier' } as const;

/** Name, other spellings, register identifiers, address and region, and the follow button. */
export function OrganisationHeader({ header, viewer }: { header: Header; viewer: FollowViewer }) {
  const address = formatAddress(header.address);
  const region = describeRegion(header.region_code);
  return (
    <header className="rounded-2xl border border-line bg-surface p-5 shadow-sm sm:p-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 sm:flex-1">
          <p className="text-sm font-semibold tracking-wide text-fg-muted uppercase">
            {ROLE_LABEL[header.role]}
          </p>
          <h1 className="mt-1 text-2xl font-bold tracking-tight break-words sm:text-3xl">
            {header.name}
          </h1>
          {header.other_names.length > 0 && (
            <p className="mt-2 text-sm text-fg-muted break-words">
              Also published as: {header.other_names.join('; ')}
            </p>
          )}
        </div>
        <FollowButton
          role={header.role}
          organisationId={header.id}
          isFollowed={header.is_followed}
          viewer={viewer}
        />
      </div>
      <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-2">
        <div className="flex gap-2">
          <dt className="sr-only">Address</dt>
          <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-fg-muted" />
          <dd className="break-words">
            {address ?? 'No address published'}
            {region && <span className="block text-fg-muted">Region: {region}</span>}
          </dd>
        </div>
        <div className="flex gap-2">
          <dt className="sr-only">Identifiers</dt>
          <Building2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-fg-muted" />
          <dd>
            {header.identifiers.length === 0 ? (
              <span className="text-fg-muted">No register identifier published</span>
            ) : (
              <ul>
                {header.identifiers.map((identifier) => (
                  <li key={`${identifier.scheme}:${identifier.id}`}>
                    {describeScheme(identifier.scheme)}:{' '}
                    <span className="font-mono">{identifier.id}</span>
                  </li>
                ))}
              </ul>
            )}
          </dd>
        </div>
      </dl>
    </header>
  );
}
