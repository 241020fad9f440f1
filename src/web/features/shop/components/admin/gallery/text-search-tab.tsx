import { Search } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { toast } from '@web/components/ui/use-toast';
import type { TextSearchResult } from '@shared/schemas/images';
import { useImageTextSearch } from '../../../api/gallery/search-text';
import { QueryForm } from './query-form';
import { textSearchSummary } from './text-search-summary';
import { toastImageError } from './toast-error';

/** Finds gallery images by the words read in them (OCR), their file name or their description. */
export function TextSearchTab({ onPick, emptyQueryMessage }: { onPick: (url: string) => void; emptyQueryMessage: string }) {
  const search = useImageTextSearch();

  function onSearch(q: string) {
    search.mutate(q, {
      // Plain words for what happened: this is a text match over OCR words, names and descriptions, not AI.
      onSuccess: (data) => toast({ title: textSearchSummary(data.total, data.query) }),
      onError: (err) => toastImageError(err, 'Text search failed'),
    });
  }

  const data = search.data;
  return (
    <div className="flex flex-col gap-4">
      <QueryForm
        label="Words in the image, its file name or description"
        placeholder="e.g. brake pads"
        icon={<Search aria-hidden="true" />}
        pending={search.isPending}
        emptyQueryMessage={emptyQueryMessage}
        onSearch={onSearch}
      />

      {data ? (
        <section aria-label="Text search results" className="flex flex-col gap-3">
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {`${textSearchSummary(data.total, data.query)}.`}
            {data.pendingOcr > 0 ? ` ${data.pendingOcr} image${data.pendingOcr === 1 ? ' is' : 's are'} still being read; search again in a moment to include their text.` : ''}
          </p>
          <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            {data.results.map((r) => (
              <ResultRow key={r.filename} result={r} onPick={onPick} />
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

function ResultRow({ result, onPick }: { result: TextSearchResult; onPick: (url: string) => void }) {
  return (
    <li className="flex min-w-0 gap-3 rounded-md border border-border bg-card p-2">
      <img src={result.thumbnailUrl} alt="" loading="lazy" className="size-20 shrink-0 rounded bg-muted object-contain" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="truncate text-sm font-semibold" title={result.originalName}>
          {result.originalName}
        </p>
        <p className="text-xs break-words text-muted-foreground">{result.matchReason}</p>
        {result.extractedText ? <p className="text-xs break-words italic">{result.extractedText}</p> : null}
        <Button size="sm" variant="outline" className="mt-auto self-start" onClick={() => onPick(result.url)} aria-label={`Use ${result.originalName}`}>
          Use this image
        </Button>
      </div>
    </li>
  );
}
