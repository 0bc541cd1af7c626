import { TitledSection, type TitledSectionProps } from '@/components/ui/titled-section';

/** A titled card; the heading is an h2 so the page outline follows the spec's sections. */
export function SectionCard(props: TitledSectionProps) {
  return (
    <TitledSection
      {...props}
      headerClassName="mb-4 flex flex-wrap items-center justify-between gap-3"
    />
  );
}
