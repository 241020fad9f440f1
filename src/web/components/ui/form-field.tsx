import { useId, type ReactElement, type ReactNode } from 'react';
import { Slot } from 'radix-ui';
import { cn } from '@web/lib/utils';
import { FieldError } from './field-error';
import { Label } from './label';

/**
 * A labelled form control with optional hint and error text. The single child (an input) gets the id,
 * `aria-invalid` and an `aria-describedby` pointing at the hint and the error, so a screen reader reads
 * the problem together with the field.
 */
export function FormField({
  label,
  error,
  hint,
  className,
  children,
  id: givenId,
}: {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  className?: string;
  children: ReactElement;
  id?: string;
}) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;

  return (
    <div data-slot="form-field" className={cn('grid gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      <Slot.Root id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy}>
        {children}
      </Slot.Root>
      {hint ? (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
