import { Lightbulb, X } from 'lucide-react';
import { Popover } from 'radix-ui';
import { IconButton } from '@/components/ui/icon-button';

const TIPS: { example: string; explanation: string }[] = [
  { example: 'cloud hosting', explanation: 'Every word must appear (roads also finds road).' },
  {
    example: 'roads, bridges',
    explanation: 'A comma separates alternatives: either term matches.',
  },
  { example: '"social value"', explanation: 'Quotes find the exact phrase.' },
  {
    example: 'cleaning -window -"deep clean"',
    explanation: 'A minus leaves out anything with that word or phrase.',
  },
  {
    example: 'cleaning OR security',
    explanation: 'OR, in capitals, works like a comma: either word matches.',
  },
  {
    example: '(cleaning OR catering) NOT schools',
    explanation:
      'NOT, in capitals, works like a minus; brackets group words; AND or a space needs both.',
  },
  {
    example: 'constr*',
    explanation: 'A star after 3 or more letters finds words starting with them.',
  },
  { example: 'WAC-7K3M9Q2PXZ', explanation: 'Paste a WAC ID to find that opportunity.' },
  { example: '72000000', explanation: 'Type a CPV code to find its category.' },
];

/** The search bar's help (section 5 keyword rules). */
export function ProSearchTips() {
  return (
    <Popover.Root>
      <Popover.Trigger asChild>
        <button
          type="button"
          className="inline-flex h-11 shrink-0 items-center gap-1.5 rounded-lg px-3 text-sm font-medium text-link hover:bg-surface-muted"
        >
          <Lightbulb aria-hidden className="size-4" />
          Pro Search Tips
        </button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          collisionPadding={12}
          className="z-50 max-h-[var(--radix-popover-content-available-height)] w-[min(24rem,calc(100vw-1.5rem))] overflow-y-auto rounded-xl border border-line bg-surface p-4 text-sm shadow-xl"
        >
          <div className="mb-2 flex items-center justify-between">
            <h2 className="font-semibold">Pro Search Tips</h2>
            <Popover.Close asChild>
              <IconButton label="Close tips" className="-mr-2 size-8">
                <X aria-hidden className="size-4" />
              </IconButton>
            </Popover.Close>
          </div>
          <ul className="space-y-2.5">
            {TIPS.map((tip) => (
              <li key={tip.example}>
                <code className="rounded bg-surface-muted px-1.5 py-0.5 font-mono text-xs text-fg">
                  {tip.example}
                </code>
                <p className="mt-1 text-fg-muted">{tip.explanation}</p>
              </li>
            ))}
          </ul>
          <Popover.Arrow className="fill-surface" />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
