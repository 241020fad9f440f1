import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@web/lib/utils';

const WIDTHS = {
  narrow: 'max-w-md',
  medium: 'max-w-3xl',
  wide: 'max-w-7xl',
} as const;

/** The padded, centred column every page sits in. */
export function PageContainer({
  className,
  width = 'wide',
  ...props
}: ComponentProps<'div'> & { width?: keyof typeof WIDTHS }) {
  return (
    <div className={cn('mx-auto w-full px-4 py-8 sm:py-10', WIDTHS[width], className)} {...props} />
  );
}

/** The page's one h1 with an optional lead paragraph. */
export function PageHeading({
  title,
  description,
  className,
  children,
}: {
  title: string;
  description?: ReactNode;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <div className={cn('mb-6 flex flex-col gap-2', className)}>
      <h1 className="text-2xl font-extrabold tracking-tight text-balance sm:text-3xl">{title}</h1>
      {description ? <p className="text-base text-muted-foreground">{description}</p> : null}
      {children}
    </div>
  );
}
