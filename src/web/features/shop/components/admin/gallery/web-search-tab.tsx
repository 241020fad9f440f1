import { useState } from 'react';
import { Globe } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { toast } from '@web/components/ui/use-toast';
import { getErrorStatus, getServerMessage } from '@web/lib/api-client';
import { WEB_SEARCH_NOT_CONFIGURED_MESSAGE, type WebImageResult } from '@shared/schemas/images';
import { useDownloadWebImage } from '../../../api/gallery/download-web-image';
import { useWebImageSearch } from '../../../api/gallery/web-search';
import { QueryForm } from './query-form';
import { toastImageError } from './toast-error';

/**
 * Google image search (when the shop has set it up): a chosen picture is downloaded by the server into
 * the gallery (docs/choices.md #6), never hot-linked (docs/choices.md #21).
 */
export function WebSearchTab({ onPick, emptyQueryMessage }: { onPick: (url: string) => void; emptyQueryMessage: string }) {
  const [notConfigured, setNotConfigured] = useState<string | undefined>();
  const search = useWebImageSearch();
  const download = useDownloadWebImage();

  function onSearch(q: string) {
    search.mutate(q, {
      onSuccess: (data) => {
        setNotConfigured(undefined);
        toast({ title: 'Google Search Complete', description: `${data.results.length} image${data.results.length === 1 ? '' : 's'} found` });
      },
      onError: (err) => {
        if (getErrorStatus(err) === 503) setNotConfigured(getServerMessage(err) ?? WEB_SEARCH_NOT_CONFIGURED_MESSAGE);
        else toastImageError(err, 'Search Failed');
      },
    });
  }

  function use(result: WebImageResult) {
    download.mutate(
      { imageUrl: result.link, title: result.title || undefined, searchQuery: search.data?.query },
      {
        onSuccess: (data) => {
          toast({ title: 'Image downloaded and added to gallery' });
          onPick(data.url);
        },
        onError: (err) => toastImageError(err, 'Download Failed'),
      },
    );
  }

  const results = search.data?.results;
  return (
    <div className="flex flex-col gap-4">
      <QueryForm
        label="Search the web for an image"
        placeholder="e.g. iPhone 11 battery"
        icon={<Globe aria-hidden="true" />}
        pending={search.isPending}
        emptyQueryMessage={emptyQueryMessage}
        onSearch={onSearch}
      />

      {notConfigured ? (
        <div role="alert" className="rounded-md border border-border bg-muted p-4">
          <p className="font-semibold">{notConfigured}</p>
          <p className="text-sm text-muted-foreground">
            Upload your own photos, or ask whoever runs the shop's server to set GOOGLE_API_KEY and GOOGLE_CSE_ID.
          </p>
        </div>
      ) : results ? (
        <section aria-label="Web image results" className="flex flex-col gap-3">
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {results.length === 0 ? 'No images found.' : `${results.length} image${results.length === 1 ? '' : 's'} found.`}
          </p>
          <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 md:grid-cols-3">
            {results.map((r) => (
              <li key={r.link} className="flex min-w-0 flex-col gap-2 rounded-md border border-border bg-card p-2">
                <img
                  src={r.thumbnail}
                  alt=""
                  loading="lazy"
                  referrerPolicy="no-referrer"
                  className="aspect-video w-full rounded bg-muted object-contain"
                  onError={(e) => (e.currentTarget.style.visibility = 'hidden')}
                />
                <p className="line-clamp-2 text-sm font-semibold break-words">{r.title || 'Untitled image'}</p>
                <p className="text-xs text-muted-foreground">
                  {r.source}
                  {r.width && r.height ? ` · ${r.width}×${r.height}` : ''}
                </p>
                <Button
                  size="sm"
                  className="mt-auto"
                  disabled={download.isPending}
                  onClick={() => use(r)}
                  aria-label={`Use this image: ${r.title || r.source}`}
                >
                  {download.isPending && download.variables?.imageUrl === r.link ? 'Downloading...' : 'Use this image'}
                </Button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
