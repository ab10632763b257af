import { useServerRender } from '../../hooks/use-server-render.ts';
import { classNames } from './class-names.ts';

export type ProgressBarProps = {
  label: string;
  /** Omit for an indeterminate bar (total unknown). */
  value?: number;
  max?: number;
  /** Text announced with the value, e.g. "12,000 records". */
  valueText?: string;
  className?: string;
};

export function ProgressBar({ label, value, max = 100, valueText, className }: ProgressBarProps) {
  const fraction = value === undefined ? undefined : Math.min(1, Math.max(0, value / max));
  // No style attribute in a server-rendered first view (the CSP refuses them): its width once hydrated.
  const serverRender = useServerRender();
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      {...(value === undefined ? {} : { 'aria-valuenow': value })}
      {...(valueText ? { 'aria-valuetext': valueText } : {})}
      className={classNames('h-2 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800', className)}
    >
      <div
        className={classNames(
          'h-full rounded-full bg-brand-500 transition-[width]',
          fraction === undefined && 'w-1/3 animate-pulse',
        )}
        style={fraction === undefined || serverRender ? undefined : { width: `${fraction * 100}%` }}
      />
    </div>
  );
}
