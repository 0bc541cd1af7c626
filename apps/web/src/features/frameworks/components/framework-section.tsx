import type { ReactNode } from 'react';

/** A titled card of the framework page; the heading is an h2 under the framework's h1. */
export function FrameworkSection(props: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={props.id}
      className="rounded-2xl border border-line bg-surface p-5 shadow-sm sm:p-6"
    >
      <h2 id={props.id} className="mb-3 text-lg font-semibold tracking-tight">
        {props.title}
      </h2>
      {props.children}
    </section>
  );
}
