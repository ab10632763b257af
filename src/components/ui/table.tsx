import type { HTMLAttributes, TdHTMLAttributes, ThHTMLAttributes } from 'react';
import { classNames } from './class-names.ts';

/** Styled table parts; screens compose them with TanStack Table or plain lists. */
export function Table({ className, ...props }: HTMLAttributes<HTMLTableElement>) {
  return <table className={classNames('w-full border-collapse text-left text-sm', className)} {...props} />;
}

export function TableHead({ className, ...props }: HTMLAttributes<HTMLTableSectionElement>) {
  return (
    <thead
      className={classNames(
        'bg-slate-50 text-xs text-slate-600 uppercase dark:bg-slate-900 dark:text-slate-400',
        className,
      )}
      {...props}
    />
  );
}

export function TableBody({ className, ...props }: HTMLAttributes<HTMLTableSectionElement>) {
  return <tbody className={classNames('divide-y divide-slate-200 dark:divide-slate-800', className)} {...props} />;
}

export function TableRow({ className, ...props }: HTMLAttributes<HTMLTableRowElement>) {
  return <tr className={classNames('align-top', className)} {...props} />;
}

export function TableHeaderCell({ className, ...props }: ThHTMLAttributes<HTMLTableCellElement>) {
  return <th className={classNames('px-3 py-2 font-semibold whitespace-nowrap', className)} {...props} />;
}

export function TableCell({ className, ...props }: TdHTMLAttributes<HTMLTableCellElement>) {
  return <td className={classNames('px-3 py-2', className)} {...props} />;
}
