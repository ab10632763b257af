import type { ButtonHTMLAttributes } from 'react';
import { classNames } from './class-names.ts';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'xs' | 'sm' | 'md';

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-brand-600 text-white hover:bg-brand-700 disabled:bg-brand-600/50',
  secondary:
    'border border-slate-300 bg-white text-slate-800 shadow-xs hover:bg-slate-50 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700',
  // Quieter than secondary, yet still a button: outlined, so that "Copy" or "First page" never reads as text.
  ghost:
    'border border-slate-300 text-slate-700 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800',
  danger: 'bg-red-600 text-white hover:bg-red-700',
};
const SIZES: Record<ButtonSize, string> = {
  /** Inside a table row: no taller than a line of text. */
  xs: 'h-6 gap-1 px-1.5 text-xs',
  sm: 'h-8 gap-1.5 px-2.5 text-sm',
  md: 'h-9 gap-2 px-3.5 text-sm',
};

/** Classes of a button, for links that look like one. */
export function buttonClasses(variant: ButtonVariant = 'secondary', size: ButtonSize = 'md'): string {
  return classNames(
    'inline-flex shrink-0 items-center justify-center rounded-md font-medium whitespace-nowrap transition-colors disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60',
    VARIANTS[variant],
    SIZES[size],
  );
}

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /**
   * Unavailable for now, yet focusable (aria-disabled; presses ignored), for a button that is back
   * a moment later: a disabled one drops the focus of whoever just pressed it, and their next Enter
   * would press whatever took it. `disabled` stays for a button that is off for good.
   */
  unavailable?: boolean;
};

export function Button({ variant, size, className, type = 'button', unavailable, onClick, ...props }: ButtonProps) {
  return (
    <button
      type={type}
      className={classNames(buttonClasses(variant, size), className)}
      {...(unavailable === undefined ? {} : { 'aria-disabled': unavailable })}
      onClick={(event) => {
        if (unavailable !== true) onClick?.(event);
      }}
      {...props}
    />
  );
}
