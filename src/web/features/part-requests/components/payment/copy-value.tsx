import { useState } from 'react';
import { Check, Copy } from 'lucide-react';
import { Button } from '@web/components/ui/button';

/**
 * A Copy button for one value (an account number, a reference). It says what it copied through the
 * `announce` callback, which the parent speaks in one polite live region for all its buttons.
 */
export function CopyValue({ value, what, announce }: { value: string; what: string; announce: (message: string) => void }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      announce(`${what} copied.`);
      window.setTimeout(() => setCopied(false), 2000);
    } catch {
      // No clipboard (an old browser, a denied permission): the value is on screen, selectable.
      announce(`Could not copy the ${what.toLowerCase()}: select it and copy it yourself.`);
    }
  };
  return (
    <Button type="button" variant="outline" size="sm" onClick={() => void copy()} aria-label={`Copy ${what.toLowerCase()}`}>
      {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
      {copied ? 'Copied' : 'Copy'}
    </Button>
  );
}
