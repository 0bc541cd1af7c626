import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

export function AboutSection({
  Icon,
  title,
  children,
}: {
  Icon: LucideIcon;
  title: string;
  children: ReactNode;
}) {
  return (
    <section className="mt-10">
      <h2 className="flex items-center gap-3 text-2xl font-bold tracking-tight">
        <span className="flex size-10 items-center justify-center rounded-xl bg-brand-soft text-brand-soft-fg">
          <Icon aria-hidden className="size-5" />
        </span>
        {title}
      </h2>
      <div className="mt-4 space-y-4 text-fg-muted leading-relaxed">{children}</div>
    </section>
  );
}
