import { TitledSection, type TitledSectionProps } from '@/components/ui/titled-section';

/** A titled card of a profile page; the heading is an h2 under the organisation's h1. */
export function OrganisationSection({
  description,
  children,
  ...props
}: TitledSectionProps & { description?: string }) {
  return (
    <TitledSection
      {...props}
      headerClassName="mb-3 flex flex-wrap items-baseline justify-between gap-2"
    >
      {description && <p className="mb-3 text-sm text-fg-muted">{description}</p>}
      {children}
    </TitledSection>
  );
}
