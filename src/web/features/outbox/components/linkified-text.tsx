import type { ReactNode } from 'react';

// http(s) addresses only: anything else in a message stays plain text. A link's hidden secret
// ("#token=[hidden: …]", docs/outbox.md) stays text too: "[" ends the address.
const URL_PATTERN = /(https?:\/\/[^\s<>"'`[]+)/g;
const TRAILING_PUNCTUATION = /[.,;:!?)\]}]+$/;

/** Plain text with its web addresses turned into links (e-mail bodies in the outbox). */
export function LinkifiedText({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let lastIndex = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const raw = match[0];
    const start = match.index;
    const trailing = TRAILING_PUNCTUATION.exec(raw)?.[0] ?? '';
    const url = raw.slice(0, raw.length - trailing.length);
    if (start > lastIndex) parts.push(text.slice(lastIndex, start));
    parts.push(
      <a key={start} href={url} className="font-medium break-all text-primary underline" rel="noopener noreferrer">
        {url}
      </a>,
    );
    lastIndex = start + url.length;
  }
  if (lastIndex < text.length) parts.push(text.slice(lastIndex));
  return <>{parts}</>;
}
