import { Link } from 'react-router';
import { Upload } from 'lucide-react';
import { buttonVariants } from '@web/components/ui/button';
import { cn } from '@web/lib/utils';

/** The way to /admin/catalogue/imports, as an outlined button. */
export function ImportPriceListLink({ className }: { className?: string }) {
  return (
    <Link to="/admin/catalogue/imports" className={cn(buttonVariants({ variant: 'outline' }), className)}>
      <Upload aria-hidden="true" />
      Import a price list
    </Link>
  );
}
