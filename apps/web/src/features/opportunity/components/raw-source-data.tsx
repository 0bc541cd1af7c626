import { ChevronDown, Code } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/class-names';
import { SectionCard } from './section-card';

/** Staff only: the raw OCDS releases behind the record, hidden until asked for. */
export function RawSourceData({ rawReleases }: { rawReleases: unknown[] | null | undefined }) {
  const [isOpen, setIsOpen] = useState(false);
  const panelId = useId();
  const hasData = Array.isArray(rawReleases) && rawReleases.length > 0;
  return (
    <SectionCard
      title="Raw Source Data"
      action={
        <Button
          variant="secondary"
          size="sm"
          aria-expanded={isOpen}
          aria-controls={panelId}
          onClick={() => setIsOpen((open) => !open)}
        >
          <Code aria-hidden className="size-4" />
          {isOpen ? 'Hide Raw Source Data' : 'Show Raw Source Data'}
          <ChevronDown
            aria-hidden
            className={cn('size-4 transition-transform', isOpen && 'rotate-180')}
          />
        </Button>
      }
    >
      <div id={panelId} hidden={!isOpen}>
        {hasData ? (
          <pre className="max-h-[32rem] overflow-auto rounded-lg bg-surface-muted p-4 font-mono text-xs leading-relaxed">
            {JSON.stringify(rawReleases, null, 2)}
          </pre>
        ) : (
          <p className="text-fg-muted">Raw JSON data not available for this record.</p>
        )}
      </div>
      {!isOpen && (
        <p className="text-sm text-fg-muted">The OCDS releases this record was built from.</p>
      )}
    </SectionCard>
  );
}
