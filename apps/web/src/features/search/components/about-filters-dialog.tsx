import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { IconButton } from '@/components/ui/icon-button';

/** The filters the slide-over explains (section 2, Search screen; Status added by issue 17). */
const FILTER_HELP: { title: string; text: string }[] = [
  {
    title: 'Keyword Search',
    text: 'Searches titles, descriptions, buyers and suppliers. Every word of a term must appear; separate alternative terms with commas or OR; put a phrase in quotes to match it exactly. Put a minus or NOT before a word or a quoted phrase to leave out anything mentioning it: cleaning -window, cleaning NOT "deep clean" (this applies to every term). OR, AND and NOT work in capitals only, with brackets to group words. A star after three or more letters finds words that start with them: constr*. A WAC ID or a CPV code can be typed too.',
  },
  {
    title: 'Status',
    text: 'Open for bids (the deadline is ahead or not given; closing soon means within 7 days), closed (the deadline has passed without an award), planned, awarded or cancelled by the buyer. Tick "Open for bids only" to hide everything you can no longer bid for.',
  },
  {
    title: 'Date Filters (Release & Deadline)',
    text: 'Limit results to notices released, or closing, between two dates. Both dates are included.',
  },
  {
    title: 'Stage',
    text: 'Planning (early market engagement and pipeline notices), Tender (open opportunities and their amendments) or Award (contracts already awarded).',
  },
  {
    title: 'Region & Category',
    text: 'Region is where the work is delivered, by UK NUTS 1 region. Category is the main procurement category: goods, services or works.',
  },
  {
    title: 'Value (£)',
    text: 'A minimum and maximum in pounds. The awarded value is used when there is one, otherwise the estimated value.',
  },
  {
    title: 'Buyer Name',
    text: 'Matches buyers whose name contains what you type, for example "Leeds" or "NHS".',
  },
  {
    title: 'CPV Codes',
    text: 'Common Procurement Vocabulary codes: type a code or a word such as "cleaning" and pick from the list, or type codes separated by commas. With sub-categories included, 72000000 also finds every code under it; switch it off to match the exact codes only.',
  },
  {
    title: 'Sources',
    // All four portals WAC reads (ingest/source-registry.ts), as the About page describes them.
    text: "Contracts Finder (CF) carries lower-value notices and Find a Tender (FTS) higher-value ones, Northern Ireland's larger contracts among them; Scottish and Welsh buyers publish on Public Contracts Scotland (PCS) and Sell2Wales (S2W). At least one source stays selected.",
  },
];

interface AboutFiltersDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/** The Need Help slide-over: closes with its close button, Escape or a click on the backdrop. */
export function AboutFiltersDialog({ isOpen, onOpenChange }: AboutFiltersDialogProps) {
  return (
    <Dialog.Root open={isOpen} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay
          data-testid="about-filters-backdrop"
          className="fixed inset-0 z-40 bg-slate-950/50 backdrop-blur-sm motion-safe:animate-[wac-fade-in_150ms_ease-out]"
        />
        <Dialog.Content className="fixed inset-y-0 right-0 z-50 flex w-[28rem] max-w-[92vw] flex-col overflow-y-auto border-l border-line bg-surface p-6 shadow-2xl motion-safe:animate-[wac-slide-in_200ms_ease-out]">
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-xl font-semibold tracking-tight">
              About Filters
            </Dialog.Title>
            <Dialog.Close asChild>
              <IconButton label="Close" className="-mt-2 -mr-2">
                <X aria-hidden className="size-5" />
              </IconButton>
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-1 text-sm text-fg-muted">
            Combine any of these filters; results match all of them.
          </Dialog.Description>
          <dl className="mt-5 space-y-4">
            {FILTER_HELP.map((item) => (
              <div key={item.title}>
                <dt className="font-semibold text-fg">{item.title}</dt>
                <dd className="mt-1 text-sm text-fg-muted">{item.text}</dd>
              </div>
            ))}
          </dl>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
