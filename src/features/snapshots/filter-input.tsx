import { useEffect, useRef, useState } from 'react';
import { Field, Input } from '../../components/ui/input.tsx';

export type FilterInputProps = {
  label: string;
  /** The filter as the URL holds it. */
  value: string;
  /** Writes the filter to the URL (replacing the history entry). */
  onChange: (value: string) => void;
  placeholder?: string;
  hint?: string;
  className?: string;
};

/**
 * A filter box whose text lives in the URL. The router applies URL changes in a transition, so
 * the box keeps what is typed itself and takes the URL's value only when it changes while the box
 * is not being typed in (Back, a "Clear filter" button).
 */
export function FilterInput({ label, value, onChange, placeholder, hint, className }: FilterInputProps) {
  const [draft, setDraft] = useState(value);
  const typing = useRef(false);

  useEffect(() => {
    if (!typing.current) setDraft(value);
  }, [value]);

  return (
    <Field label={label} hint={hint} className={className}>
      {(control) => (
        <Input
          {...control}
          onFocus={() => {
            typing.current = true;
          }}
          onBlur={() => {
            typing.current = false;
          }}
          type="search"
          value={draft}
          placeholder={placeholder}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => {
            setDraft(event.target.value);
            onChange(event.target.value);
          }}
        />
      )}
    </Field>
  );
}
