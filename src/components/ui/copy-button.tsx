import { useEffect, useState } from 'react';
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

/** Copies text to the clipboard and says so ("Copied", announced) for two seconds. */
export function CopyButton({
  text,
  label,
  children = 'Copy',
  variant = 'ghost',
  size = 'sm',
  className,
}: CopyButtonProps) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');

  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), 2000);
    return () => clearTimeout(timer);
  }, [state]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(typeof text === 'function' ? text() : text);
      setState('copied');
    } catch {
      setState('failed');
    }
  };

  return (
    <Button variant={variant} size={size} aria-label={label} title={label} onClick={copy} className={className}>
      <span aria-live="polite">{state === 'copied' ? 'Copied' : state === 'failed' ? 'Copy failed' : children}</span>
    </Button>
  );
}
