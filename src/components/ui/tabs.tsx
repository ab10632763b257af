import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useUrlDraft } from '../../hooks/use-url-draft.ts';
import { classNames } from './class-names.ts';

export type TabItem<Value extends string> = { value: Value; label: ReactNode };

export type TabsProps<Value extends string> = {
  label: string;
  items: readonly TabItem<Value>[];
  value: Value;
  onChange: (value: Value) => void;
  /** Id prefix tying each tab to its panel (`${idPrefix}-panel`). */
  idPrefix: string;
};

/**
 * A WAI-ARIA tab list with automatic activation: arrows, Home and End move and select. The caller
 * owns the value (the URL) and renders one panel with {@link tabPanelProps}. The tab chosen is
 * selected at once, while the router renders the URL in a transition (useUrlDraft): a Tab pressed
 * right after the click goes from it to the panel, not to the tab selected before.
 */
export function Tabs<Value extends string>({ label, items, value, onChange, idPrefix }: TabsProps<Value>) {
  const listRef = useRef<HTMLDivElement>(null);
  const shown = useUrlDraft(value, (chosen) => {
    const item = items.find((each) => each.value === chosen);
    if (item) onChange(item.value);
  });
  const choose = (item: TabItem<Value>) => {
    shown.commit(item.value);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = items.findIndex((item) => item.value === shown.draft);
    const last = items.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % items.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + items.length) % items.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    const target = next === null ? undefined : items[next];
    if (!target) return;
    event.preventDefault();
    choose(target);
    listRef.current?.querySelector<HTMLElement>(`#${CSS.escape(`${idPrefix}-tab-${target.value}`)}`)?.focus();
  };

  return (
    <div
      ref={listRef}
      role="tablist"
      aria-label={label}
      className="flex flex-wrap gap-x-1 border-b border-slate-200 dark:border-slate-700"
    >
      {items.map((item) => {
        const selected = item.value === shown.draft;
        return (
          <button
            key={item.value}
            type="button"
            role="tab"
            id={`${idPrefix}-tab-${item.value}`}
            aria-selected={selected}
            aria-controls={`${idPrefix}-panel`}
            tabIndex={selected ? 0 : -1}
            onClick={() => choose(item)}
            onKeyDown={onKeyDown}
            className={classNames(
              '-mb-px max-w-full border-b-2 px-3 py-2 text-left text-sm font-medium wrap-anywhere',
              selected
                ? 'border-brand-600 text-brand-700 dark:border-brand-500 dark:text-brand-100'
                : 'border-transparent text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-slate-100',
            )}
          >
            {item.label}
          </button>
        );
      })}
    </div>
  );
}

/** Props of the panel that belongs to the selected tab. */
export function tabPanelProps(idPrefix: string, value: string) {
  return {
    role: 'tabpanel',
    id: `${idPrefix}-panel`,
    'aria-labelledby': `${idPrefix}-tab-${value}`,
    tabIndex: 0,
  } as const;
}
