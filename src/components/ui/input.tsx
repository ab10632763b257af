import type { ComponentProps, ReactNode } from 'react';
import { useId } from 'react';
import { classNames } from './class-names.ts';

/** How a text field looks, whatever its size. */
const inputLook =
  'rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 placeholder:text-slate-400 aria-[invalid=true]:border-red-500 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-500';
/** A field's size unless it is given one: a control's height, its container's width. */
const DEFAULT_INPUT_SIZE = 'h-9 w-full';

export const inputClasses = `${DEFAULT_INPUT_SIZE} ${inputLook}`;

export type InputProps = ComponentProps<'input'> & {
  /**
   * The field's height and width, instead of the default's (classes for the same properties side by
   * side in `className` would be settled by the stylesheet's order, not by which came last).
   */
  sizeClassName?: string;
};

export function Input({ className, sizeClassName = DEFAULT_INPUT_SIZE, ...props }: InputProps) {
  return <input className={classNames(sizeClassName, inputLook, className)} {...props} />;
}

export type FieldProps = {
  label: ReactNode;
  /** Shown under the control and announced with it; an error replaces it. */
  hint?: ReactNode;
  error?: ReactNode;
  /** Hide the label visually (it stays for assistive technology). */
  hideLabel?: boolean;
  className?: string;
  children: (control: { id: string; 'aria-describedby'?: string; 'aria-invalid'?: boolean }) => ReactNode;
};

/** A labelled form control with a hint or an error message wired through aria-describedby. */
export function Field({ label, hint, error, hideLabel, className, children }: FieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  const message = error ?? hint;
  return (
    <div className={classNames('flex flex-col gap-1', className)}>
      <label htmlFor={id} className={classNames('text-sm font-medium', hideLabel && 'sr-only')}>
        {label}
      </label>
      {children({
        id,
        ...(message ? { 'aria-describedby': messageId } : {}),
        ...(error ? { 'aria-invalid': true } : {}),
      })}
      {message ? (
        <p
          id={messageId}
          className={classNames(
            'text-xs',
            error ? 'text-red-700 dark:text-red-400' : 'text-slate-500 dark:text-slate-400',
          )}
          {...(error ? { role: 'alert' } : {})}
        >
          {message}
        </p>
      ) : null}
    </div>
  );
}
