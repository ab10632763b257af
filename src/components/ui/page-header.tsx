import type { ReactNode } from 'react';

export type PageHeaderProps = {
  /** The page's name, the one `<h1>`. */
  title: ReactNode;
  /** A trail of links above the title (see `Breadcrumbs`). */
  breadcrumbs?: ReactNode;
  /** A line or two under the title. */
  description?: ReactNode;
  /** Buttons and button-like links (Copy link, exports, comparisons), beside the title or under it on a phone. */
  actions?: ReactNode;
};

/** The top of every screen: where it is, what it is, what can be done with it as a whole. */
export function PageHeader({ title, breadcrumbs, description, actions }: PageHeaderProps) {
  return (
    <div className="flex flex-col gap-1.5">
      {breadcrumbs}
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0 flex-[1_1_20rem]">
          <h1 className="text-xl font-semibold break-words">{title}</h1>
          {description ? (
            <div className="mt-1 max-w-3xl text-sm break-words text-slate-600 dark:text-slate-300">{description}</div>
          ) : null}
        </div>
        {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
      </div>
    </div>
  );
}
