import type { ReactNode } from 'react';
import { classNames } from './class-names.ts';

export type BadgeTone = 'neutral' | 'brand' | 'success' | 'warning' | 'danger' | 'violet';

const TONES: Record<BadgeTone, string> = {
  neutral: 'bg-slate-100 text-slate-700 ring-slate-300 dark:bg-slate-800 dark:text-slate-200 dark:ring-slate-600',
  brand: 'bg-brand-50 text-brand-700 ring-brand-100 dark:bg-brand-700/30 dark:text-brand-100 dark:ring-brand-700',
  success:
    'bg-emerald-50 text-emerald-800 ring-emerald-200 dark:bg-emerald-900/40 dark:text-emerald-200 dark:ring-emerald-800',
  warning: 'bg-amber-50 text-amber-900 ring-amber-200 dark:bg-amber-900/40 dark:text-amber-100 dark:ring-amber-800',
  danger: 'bg-red-50 text-red-800 ring-red-200 dark:bg-red-900/40 dark:text-red-100 dark:ring-red-800',
  violet:
    'bg-violet-50 text-violet-800 ring-violet-200 dark:bg-violet-900/40 dark:text-violet-100 dark:ring-violet-800',
};

export function Badge({
  tone = 'neutral',
  className,
  children,
  title,
}: {
  tone?: BadgeTone;
  className?: string;
  children: ReactNode;
  title?: string;
}) {
  return (
    <span
      title={title}
      className={classNames(
        'inline-flex items-center rounded px-1.5 py-0.5 text-xs font-medium ring-1 ring-inset',
        TONES[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
