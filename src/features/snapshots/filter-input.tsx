import { Field, Input } from '../../components/ui/input.tsx';
import { useUrlTextDraft } from '../../hooks/use-url-text-draft.ts';

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

/** A filter box whose text lives in the URL (see useUrlTextDraft for why it keeps a draft). */
export function FilterInput({ label, value, onChange, placeholder, hint, className }: FilterInputProps) {
  const { draft, setDraft, expectInUrl } = useUrlTextDraft(value);

  return (
    <Field label={label} hint={hint} className={className}>
      {(control) => (
        <Input
          {...control}
          type="search"
          value={draft}
          placeholder={placeholder}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => {
            setDraft(event.target.value);
            expectInUrl(event.target.value);
            onChange(event.target.value);
          }}
        />
      )}
    </Field>
  );
}
