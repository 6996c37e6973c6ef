import type { ReactNode } from 'react';

/** One panel of the editor (spec §2): a titled card; its id lets the page link to it. */
export function EditorPanel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="space-y-5 rounded-lg border border-border bg-surface p-4 sm:p-6"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}
