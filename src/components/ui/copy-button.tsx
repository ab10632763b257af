import { useEffect, useState } from 'react';
import { announce } from './announcer.tsx';
import { Button, type ButtonSize, type ButtonVariant } from './button.tsx';

export type CopyButtonProps = {
  /** The text to copy, or a function giving it at click time. */
  text: string | (() => string);
  /** Accessible name, e.g. "Copy value of www.example.com". */
  label: string;
  children?: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
};

/**
 * Copies text to the clipboard and says so for two seconds: "Copied" in the button, and once to
 * screen readers through the page's live region (the button's own text is not live: every row of
 * a table has one, and its return to "Copy" is nothing to announce). The outcome belongs to the
 * label it was reached for: a button reused for another thing (a table row showing the next page's
 * record) starts without the last one's "Copied".
 */
export function CopyButton({
  text,
  label,
  children = 'Copy',
  variant = 'ghost',
  size = 'sm',
  className,
}: CopyButtonProps) {
  const [outcome, setOutcome] = useState<{ state: 'copied' | 'failed'; label: string } | null>(null);
  const state = outcome?.label === label ? outcome.state : 'idle';

  useEffect(() => {
    if (outcome === null) return;
    const timer = setTimeout(() => setOutcome(null), 2000);
    return () => clearTimeout(timer);
  }, [outcome]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(typeof text === 'function' ? text() : text);
      setOutcome({ state: 'copied', label });
      announce('Copied');
    } catch {
      setOutcome({ state: 'failed', label });
      announce('Copy failed');
    }
  };

  return (
    <Button variant={variant} size={size} aria-label={label} title={label} onClick={copy} className={className}>
      {state === 'copied' ? 'Copied' : state === 'failed' ? 'Copy failed' : children}
    </Button>
  );
}
