import type { HTMLAttributes, TdHTMLAttributes, ThHTMLAttributes } from 'react';
import { classNames } from './class-names.ts';

/**
 * Styled table parts; screens compose them with TanStack Table or plain lists. The class strings
 * are exported for tables that cannot be `<table>` elements (virtualized ARIA grids of divs), so
 * every table in the app looks the same.
 */
export const tableHeadClasses = 'bg-slate-50 text-xs text-slate-600 uppercase dark:bg-slate-900 dark:text-slate-400';
export const tableHeaderCellClasses = 'px-3 py-2 font-semibold whitespace-nowrap';
export const tableCellClasses = 'px-3 py-2';

export function Table({ className, ...props }: HTMLAttributes<HTMLTableElement>) {
  return <table className={classNames('w-full border-collapse text-left text-sm', className)} {...props} />;
}

export function TableHead({ className, ...props }: HTMLAttributes<HTMLTableSectionElement>) {
  return <thead className={classNames(tableHeadClasses, className)} {...props} />;
}

export function TableBody({ className, ...props }: HTMLAttributes<HTMLTableSectionElement>) {
  return <tbody className={classNames('divide-y divide-slate-200 dark:divide-slate-800', className)} {...props} />;
}

export function TableRow({ className, ...props }: HTMLAttributes<HTMLTableRowElement>) {
  return <tr className={classNames('align-top', className)} {...props} />;
}

export function TableHeaderCell({ className, ...props }: ThHTMLAttributes<HTMLTableCellElement>) {
  return <th className={classNames(tableHeaderCellClasses, className)} {...props} />;
}

export function TableCell({ className, ...props }: TdHTMLAttributes<HTMLTableCellElement>) {
  return <td className={classNames(tableCellClasses, className)} {...props} />;
}
