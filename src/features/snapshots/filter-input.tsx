import type { KeyboardEvent } from 'react';
import { Field, Input } from '../../components/ui/input.tsx';

export type FilterInputProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** For keys the box handles (useIdleUrlText's `clearOnEscape`). */
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
  placeholder?: string;
  hint?: string;
  className?: string;
};

/** A filter box (its text held by the screen: see useIdleUrlText). */
export function FilterInput({
  label,
  value,
  onChange,
  onBlur,
  onKeyDown,
  placeholder,
  hint,
  className,
}: FilterInputProps) {
  return (
    <Field label={label} hint={hint} className={className}>
      {(control) => (
        <Input
          {...control}
          type="search"
          value={value}
          placeholder={placeholder}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          onKeyDown={onKeyDown}
        />
      )}
    </Field>
  );
}
