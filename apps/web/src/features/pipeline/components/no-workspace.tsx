import { WORKSPACE_LOWEST_PLAN } from '@wac/contract';
import { KanbanSquare } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** The pipeline page for accounts without a workspace: the plan that brings one (ADR 0175). */
export function NoWorkspace({ planNeeded }: { planNeeded: string | null }) {
  const plan = capitalise(planNeeded ?? WORKSPACE_LOWEST_PLAN);
  return (
    <div className="mx-auto max-w-xl rounded-2xl border border-dashed border-line-strong bg-surface px-6 py-12 text-center">
      <KanbanSquare aria-hidden className="mx-auto mb-4 size-10 text-fg-muted" />
      <h2 className="text-xl font-semibold">Pipeline planning comes with the {plan} plan</h2>
      <p className="mt-2 text-fg-muted">
        Track the opportunities you bid for on a board and a table, with owners, stages, values and
        decisions, from the {plan} plan up.
      </p>
      <ButtonLink to={paths.pricing} className="mt-5">
        See the {plan} plan
      </ButtonLink>
    </div>
  );
}
