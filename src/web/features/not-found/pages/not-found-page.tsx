import { NotFoundView } from '@web/components/not-found-view';

export function NotFoundPage() {
  return (
    <NotFoundView
      title="Page not found"
      message="We couldn't find that page. It may have moved, or the link may be mistyped. Try one of these instead."
      links={[
        { to: '/', label: 'Home' },
        { to: '/shop', label: 'Local Shop' },
        { to: '/request', label: 'Request a Part' },
      ]}
    />
  );
}
