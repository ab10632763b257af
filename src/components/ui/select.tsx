import type { SelectHTMLAttributes } from 'react';
import { classNames } from './class-names.ts';

export function Select({ className, ...props }: SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <select
      className={classNames(
        'h-9 rounded-md border border-slate-300 bg-white pr-8 pl-2.5 text-sm text-slate-900 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100',
        className,
      )}
      {...props}
    />
  );
}
