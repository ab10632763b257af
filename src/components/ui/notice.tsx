import type { ReactNode } from 'react';
import { classNames } from './class-names.ts';

export type NoticeTone = 'info' | 'success' | 'warning' | 'error';

const TONES: Record<NoticeTone, string> = {
  info: 'border-brand-100 bg-brand-50 text-slate-800 dark:border-brand-700 dark:bg-brand-700/20 dark:text-slate-100',
  success:
    'border-emerald-200 bg-emerald-50 text-emerald-900 dark:border-emerald-800 dark:bg-emerald-900/30 dark:text-emerald-100',
  warning: 'border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-700 dark:bg-amber-900/30 dark:text-amber-50',
  error: 'border-red-300 bg-red-50 text-red-950 dark:border-red-800 dark:bg-red-950/40 dark:text-red-50',
};

export type NoticeProps = {
  tone?: NoticeTone;
  title?: ReactNode;
  children?: ReactNode;
  /** Buttons or links, shown after the text. */
  actions?: ReactNode;
  /**
   * False for a notice whose words follow typing ("No region … contains “bayx”"): a live region
   * would say it at each key; the count's settled announcement says it once (useSettledAnnouncement).
   */
  live?: boolean;
  /**
   * The title as a heading of this level, for a notice that is a part of the page's outline (all
   * there is of a page: an invalid link's); a bold line otherwise.
   */
  titleLevel?: 1 | 2;
  className?: string;
};

/** A message in the page. Errors and warnings are announced at once (role=alert), others politely. */
export function Notice({ tone = 'info', title, children, actions, live = true, titleLevel, className }: NoticeProps) {
  const urgent = tone === 'error' || tone === 'warning';
  const Title = titleLevel === undefined ? 'p' : titleLevel === 1 ? 'h1' : 'h2';
  return (
    <div
      {...(live ? { role: urgent ? 'alert' : 'status' } : {})}
      className={classNames(
        'flex flex-col gap-2 rounded-lg border px-4 py-3 text-sm sm:flex-row sm:items-start',
        TONES[tone],
        className,
      )}
    >
      <div className="min-w-0 flex-1">
        {title ? <Title className="font-semibold">{title}</Title> : null}
        {children ? <div className={classNames('break-words', title ? 'mt-0.5' : undefined)}>{children}</div> : null}
      </div>
      {actions ? <div className="flex shrink-0 flex-wrap gap-2">{actions}</div> : null}
    </div>
  );
}
