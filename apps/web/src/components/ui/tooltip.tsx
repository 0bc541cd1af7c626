import { Tooltip as RadixTooltip } from 'radix-ui';
import type { ReactNode } from 'react';

interface TooltipProps {
  content: ReactNode;
  /** Milliseconds before opening; the provider default applies when omitted. */
  delayDuration?: number;
  align?: 'start' | 'center' | 'end';
  /** A single element that can hold a ref (button, link). */
  children: ReactNode;
}

/**
 * A tooltip with its own Radix provider, so no app-wide provider is needed: Radix Tooltip and its
 * positioning code then stay out of the first download and load with the pages that use them
 * (docs/decisions/0046-front-end-weight-and-speed.md).
 */
export function Tooltip({ content, delayDuration, align, children }: TooltipProps) {
  return (
    <RadixTooltip.Provider>
      <RadixTooltip.Root delayDuration={delayDuration}>
        <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <RadixTooltip.Content
            sideOffset={6}
            align={align}
            className="z-50 rounded-md bg-fg px-2.5 py-1.5 text-xs font-medium text-canvas shadow-lg"
          >
            {content}
            <RadixTooltip.Arrow className="fill-fg" />
          </RadixTooltip.Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}

/** Optional: shares the skip-delay between several tooltips rendered inside it. */
export const TooltipProvider = RadixTooltip.Provider;
