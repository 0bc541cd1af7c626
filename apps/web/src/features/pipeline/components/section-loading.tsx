import { Spinner } from '@/components/ui/spinner';

/** A section's loading line: a spinner and words a screen reader announces. */
export function SectionLoading({ label }: { label: string }) {
  return (
    <p role="status" className="flex items-center gap-2 text-sm text-fg-muted">
      <Spinner className="size-4" />
      {label}
    </p>
  );
}
