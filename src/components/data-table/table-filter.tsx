import { useRef, type KeyboardEvent, type RefObject } from 'react';
import { useSlashShortcut } from '../../hooks/use-slash-shortcut.ts';
import { classNames } from '../ui/class-names.ts';
import { Field, Input } from '../ui/input.tsx';

export type TableFilterProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** For keys the box handles (useUrlDraft's `keyDown`). */
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
  placeholder?: string;
  hint?: string;
  className?: string;
  /** The box itself, for a screen that puts the focus in it (after its "Clear filters"). */
  inputRef?: RefObject<HTMLInputElement | null>;
};

/** The filter box of a table filtered in the browser (its text held by the screen: see useUrlDraft); `/` focuses it. */
export function TableFilter({
  label,
  value,
  onChange,
  onBlur,
  onKeyDown,
  placeholder,
  hint,
  className,
  inputRef,
}: TableFilterProps) {
  const ownRef = useRef<HTMLInputElement>(null);
  const input = inputRef ?? ownRef;
  useSlashShortcut(input);
  return (
    <Field label={label} hint={hint} className={className}>
      {(control) => (
        <div className="relative">
          <Input
            {...control}
            ref={input}
            type="search"
            value={value}
            placeholder={placeholder}
            autoComplete="off"
            spellCheck={false}
            aria-keyshortcuts="/"
            onChange={(event) => onChange(event.target.value)}
            onBlur={onBlur}
            onKeyDown={onKeyDown}
            className="pr-9"
          />
          <kbd
            aria-hidden="true"
            className={classNames(
              'pointer-events-none absolute inset-y-0 right-2 my-auto h-5 rounded border border-slate-300 px-1.5 font-mono text-xs text-slate-600 dark:border-slate-600 dark:text-slate-400',
              value !== '' && 'hidden',
            )}
          >
            /
          </kbd>
        </div>
      )}
    </Field>
  );
}
