import { Link } from 'react-router';
import { useStoreInfo } from '@web/lib/store-info';

/** Logo, store name and tagline (from `GET /api/store`), linking home. */
export function BrandLink({ onNavigate }: { onNavigate?: () => void }) {
  const { store } = useStoreInfo();
  return (
    <Link to="/" onClick={onNavigate} className="flex min-h-11 min-w-0 items-center gap-2.5 rounded-md">
      <img src="/logo.svg" alt="" width={40} height={40} className="size-10 shrink-0" />
      <span className="flex min-w-0 flex-col leading-tight">
        <span className="truncate text-lg font-extrabold tracking-tight text-foreground">{store.name}</span>
        <span className="hidden truncate text-xs font-medium text-muted-foreground sm:block">{store.tagline}</span>
      </span>
    </Link>
  );
}
