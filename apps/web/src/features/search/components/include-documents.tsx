import { describeLowestPlanWith } from '@wac/contract/plan-features';
import { Check } from 'lucide-react';
import { Checkbox } from 'radix-ui';
import { useId } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

interface IncludeDocumentsProps {
  /** The plan includes document search (the server enforces it too). */
  canUse: boolean;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/**
 * "Include documents" (issue 32): the search's words may also be on a page of the tender
 * documents. Without the plan, one line names the plan that has it instead of a dead switch.
 */
export function IncludeDocuments({ canUse, checked, onChange }: IncludeDocumentsProps) {
  const id = useId();
  if (!canUse) {
    return (
      <p className="text-sm text-fg-muted">
        Searching inside tender documents comes with the{' '}
        <Link to={paths.pricing} className="font-medium text-link underline underline-offset-2">
          {describeLowestPlanWith('document_search')} plan
        </Link>
        .
      </p>
    );
  }
  return (
    <div className="flex items-start gap-2.5">
      <Checkbox.Root
        id={id}
        checked={checked}
        onCheckedChange={(state) => onChange(state === true)}
        aria-describedby={`${id}-hint`}
        className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded border border-line-strong bg-surface data-[state=checked]:border-brand data-[state=checked]:bg-brand"
      >
        <Checkbox.Indicator>
          <Check aria-hidden className="size-3.5 text-on-brand" strokeWidth={3} />
        </Checkbox.Indicator>
      </Checkbox.Root>
      <div>
        <label htmlFor={id} className="text-sm font-medium text-fg">
          Include documents
        </label>
        <p id={`${id}-hint`} className="text-xs text-fg-muted">
          Also match the words inside the tender documents (PDF, Word, Excel, zips).
        </p>
      </div>
    </div>
  );
}
