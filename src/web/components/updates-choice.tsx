import { useId, type ComponentProps } from 'react';
import type { UpdateChoice } from '@shared/updates';
import { FieldError } from '@web/components/ui/field-error';
import { Radio, RadioGroup } from '@web/components/ui/radio-group';
import { useStoreInfo } from '@web/lib/store-info';
import { cn } from '@web/lib/utils';

const LABELS: Record<UpdateChoice, string> = {
  email: 'E-mail only',
  whatsapp: 'WhatsApp',
  sms: 'Text message (SMS)',
};

/**
 * "How should we keep you posted?" on the request form, checkout and profile (docs/messaging.md): e-mail
 * always, plus WhatsApp or SMS to the phone number given, offered only where the store has set them up.
 * With neither set up it shows nothing and the form sends e-mail, as before. `field` is react-hook-form's
 * `register('updates')` (or any radio props: name, onChange, checked…).
 */
export function UpdatesChoice({ field, error, className }: { field: Omit<ComponentProps<'input'>, 'type' | 'value'>; error?: string; className?: string }) {
  const { store } = useStoreInfo();
  const hintId = useId();
  const errorId = useId();
  const offered = UPDATE_ORDER.filter((c) => c === 'email' || store.updateChannels[c]);
  if (offered.length < 2) return null;
  return (
    <div className={cn('grid gap-1.5', className)}>
      <RadioGroup legend="How should we keep you posted?" className="sm:grid-cols-3">
        {offered.map((choice) => (
          <Radio key={choice} label={LABELS[choice]} value={choice} aria-describedby={error ? `${hintId} ${errorId}` : hintId} aria-invalid={error ? true : undefined} {...field} />
        ))}
      </RadioGroup>
      <p id={hintId} className="text-sm text-muted-foreground">
        We always e-mail you. WhatsApp and text updates go to the phone number above, for every request and order with it,
        until you reply STOP; after a STOP, reply START to turn them on again.
      </p>
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/** E-mail first (it always goes), then WhatsApp, which most of our customers answer before anything else. */
const UPDATE_ORDER: readonly UpdateChoice[] = ['email', 'whatsapp', 'sms'];
