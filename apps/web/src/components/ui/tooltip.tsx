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

/** Needs <TooltipProvider> (Radix Tooltip.Provider) above it; the app providers add one. */
export function Tooltip({ content, delayDuration, align, children }: TooltipProps) {
  return (
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
  );
}

export const TooltipProvider = RadixTooltip.Provider;
