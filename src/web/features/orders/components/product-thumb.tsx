import { useState } from 'react';
import { Package } from 'lucide-react';

/** A 48 px picture beside an order or cart line; decorative (the name sits next to it), an icon when it fails. */
export function ProductThumb({ src }: { src?: string }) {
  const [broken, setBroken] = useState(false);
  return (
    <div className="flex size-12 shrink-0 items-center justify-center overflow-hidden rounded-md border border-border bg-muted">
      {src && !broken ? (
        <img src={src} alt="" width={48} height={48} loading="lazy" className="size-full object-contain" onError={() => setBroken(true)} />
      ) : (
        <Package className="size-5 text-muted-foreground" aria-hidden="true" />
      )}
    </div>
  );
}
