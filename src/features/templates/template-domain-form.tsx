import { useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Field, Input } from '../../components/ui/input.tsx';
import { parseDomainName } from '../../lib/domain-name.ts';

export type TemplateDomainFormProps = {
  /** The domain in the URL (Unicode), if any; the field starts with it. */
  current: string | undefined;
  /** A valid domain was entered: its Unicode form. */
  onApply: (unicode: string) => void;
  onClear: () => void;
};

/**
 * The domain to preview the template for, Unicode or Punycode. Checked on submit: invalid text
 * gets its reason under the field and nothing is requested. Mount with `key={current}` so that the
 * field follows the URL (Back and Forward).
 */
export function TemplateDomainForm({ current, onApply, onClear }: TemplateDomainFormProps) {
  const [draft, setDraft] = useState(current ?? '');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = parseDomainName(draft);
    if (!result.ok) {
      setError(result.reason);
      return;
    }
    setError(null);
    setDraft(result.domain.unicode);
    if (result.domain.unicode !== current) onApply(result.domain.unicode);
  };

  return (
    <form
      aria-label="Preview for a domain"
      onSubmit={submit}
      noValidate
      className="flex flex-wrap items-start gap-2 rounded-lg border border-slate-200 p-3 dark:border-slate-800"
    >
      <Field
        label="Domain name"
        className="min-w-64 flex-1"
        error={error}
        hint="Unicode or Punycode, e.g. example.com or пример.рф. The DNS API substitutes it for {domain_name}."
      >
        {(control) => (
          <Input
            {...control}
            name="domain_name"
            value={draft}
            placeholder="example.com"
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => {
              setDraft(event.target.value);
              setError(null);
            }}
          />
        )}
      </Field>
      {/* Level with the input: below the label's line. */}
      <div className="mt-6 flex gap-2">
        <Button type="submit" variant="primary">
          Preview
        </Button>
        {current === undefined ? null : (
          <Button
            onClick={() => {
              setDraft('');
              setError(null);
              onClear();
            }}
          >
            Template only
          </Button>
        )}
      </div>
    </form>
  );
}
