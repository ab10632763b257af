import { Field, Input } from '../../components/ui/input.tsx';

export type FilterInputProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** Escape in a box with text: a deliberate clear (the browser's own clearing is prevented). */
  onEscape?: () => void;
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
  onEscape,
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
          onKeyDown={(event) => {
            if (onEscape && event.key === 'Escape' && value !== '') {
              event.preventDefault();
              onEscape();
            }
          }}
        />
      )}
    </Field>
  );
}
