import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { classNames } from '../../components/ui/class-names.ts';
import { Input } from '../../components/ui/input.tsx';
import { useExternalStore } from '../../hooks/use-external-store.ts';
import { recentItemsStore, type RecentKind } from '../../lib/recent-items.ts';

export type OpenTarget = { ok: true; to: string } | { ok: false; reason: string };

export type OpenFormProps = {
  /** Accessible name of the form, e.g. "Open a domain". */
  label: string;
  inputLabel: string;
  placeholder: string;
  recentKind: RecentKind;
  /** Where the typed text leads, or why it cannot lead anywhere (then nothing is requested). */
  resolve: (text: string) => OpenTarget;
  inputClassName?: string;
  role?: 'search';
};

/** A one-field form of the header: type a name or id (recent ones offered), Enter opens it. */
export function OpenForm({ label, inputLabel, placeholder, recentKind, resolve, inputClassName, role }: OpenFormProps) {
  const navigate = useNavigate();
  const recent = useExternalStore(recentItemsStore, (lists) => lists[recentKind]);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const target = resolve(value);
    if (!target.ok) {
      setError(target.reason);
      return;
    }
    setError(null);
    setValue('');
    void navigate(target.to);
  };

  return (
    <form role={role} aria-label={label} onSubmit={submit} className="relative flex items-start gap-1.5" noValidate>
      <div className="flex min-w-0 flex-1 flex-col xl:flex-none">
        <label htmlFor={`${id}-input`} className="sr-only">
          {inputLabel}
        </label>
        <Input
          id={`${id}-input`}
          list={`${id}-recent`}
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            setError(null);
          }}
          placeholder={placeholder}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={classNames('xl:h-8', inputClassName)}
        />
        <datalist id={`${id}-recent`}>
          {recent.map((item) => (
            // A datalist suggestion is labelled by its value.
            // oxlint-disable-next-line jsx-a11y/control-has-associated-label
            <option key={item} value={item} />
          ))}
        </datalist>
        {error ? (
          <p
            id={`${id}-error`}
            role="alert"
            className={classNames(
              'mt-1 rounded-md border border-red-300 bg-white p-2 text-xs text-red-800',
              'xl:absolute xl:top-9 xl:z-20 xl:mt-0 xl:w-72 xl:shadow-md',
              'dark:border-red-800 dark:bg-slate-900 dark:text-red-200',
            )}
          >
            {error}
          </p>
        ) : null}
      </div>
      <Button type="submit" size="sm" className="max-xl:h-9">
        Open
      </Button>
    </form>
  );
}
