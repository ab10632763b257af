import type { ReactNode } from 'react';

/** The template's records: the heading, what they are (`count`), then the table and what goes with it. */
export function TemplateRecordsSection({ count, children }: { count: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby="template-records-heading" className="flex flex-col gap-2">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h2 id="template-records-heading" className="text-lg font-semibold">
          Records
        </h2>
        <span className="text-sm text-slate-600 dark:text-slate-300">{count}</span>
      </div>
      {children}
    </section>
  );
}
