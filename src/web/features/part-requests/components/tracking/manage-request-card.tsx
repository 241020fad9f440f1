import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound, Send } from 'lucide-react';
import type { z } from 'zod';
import { MANAGE_LINK_TTL_HOURS } from '@shared/constants';
import { ManageLinkRequestSchema } from '@shared/schemas/part-request-tracking';
import { FormAlert } from '@web/components/form-alert';
import { RegionCard } from '@web/components/region-card';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { getErrorStatus, getServerMessage, isNetworkError, NETWORK_ERROR_MESSAGE } from '@web/lib/api-client';
import { useRequestManageLink } from '../../api/manage-request';

type ManageLinkFormValues = z.input<typeof ManageLinkRequestSchema>;
type ManageLinkInput = z.output<typeof ManageLinkRequestSchema>;

const SEND_FAILED = 'We could not send the link. Please try again in a minute.';

/**
 * "Manage this request": the way a tracker proves the request is theirs (decision 006). The e-mail they
 * type is only compared with the request's; the link goes to the request's own address, and the answer
 * is the same whether or not it matched, so this card never says which it was.
 */
export function ManageRequestCard({
  requestNumber,
  open,
  onOpenChange,
  heading = 'Manage this request',
}: {
  requestNumber: string;
  /** The form is shown (the page opens it from the quote card too). */
  open: boolean;
  onOpenChange: (open: boolean) => void;
  heading?: string;
}) {
  const send = useRequestManageLink();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<ManageLinkFormValues, unknown, ManageLinkInput>({
    resolver: zodResolver(ManageLinkRequestSchema),
    defaultValues: { email: '' },
  });
  const { errors } = form.formState;

  // Opened from elsewhere on the page (the quote card): the e-mail field takes the focus.
  useEffect(() => {
    if (open && !sentTo) form.setFocus('email');
  }, [open, sentTo, form]);

  const onSubmit = form.handleSubmit((input) => {
    send.mutate(
      { requestNumber, email: input.email },
      { onSuccess: () => setSentTo(input.email) },
    );
  });

  const failure = send.isError
    ? isNetworkError(send.error)
      ? NETWORK_ERROR_MESSAGE
      : (getErrorStatus(send.error) === 429 || getErrorStatus(send.error) === 400 ? getServerMessage(send.error) : null) ?? SEND_FAILED
    : null;

  return (
    <RegionCard
      icon={KeyRound}
      title={heading}
      description="To see the name and address on this request, or to accept or decline its quote, open the link we e-mail to the address on the request."
      contentClassName="flex flex-col gap-4"
    >
      {sentTo ? (
        <>
          <FormAlert variant="success">
            <p className="font-semibold">If that e-mail is on the request, we’ve sent it a link.</p>
            <p>
              Open it on this device within {MANAGE_LINK_TTL_HOURS} hours; it works once. Nothing arrived? Check your
              spam folder, or check the address and ask again.
            </p>
          </FormAlert>
          <Button
            variant="outline"
            className="self-start"
            onClick={() => {
              setSentTo(null);
              send.reset();
            }}
          >
            Use another e-mail
          </Button>
        </>
      ) : open ? (
        <form onSubmit={onSubmit} noValidate aria-label="Get a link to manage this request" className="grid gap-4">
          <FormField label="Email on the request" hint="We only compare it with the request's: the link goes to the address on the request." error={errors.email?.message}>
            <Input type="email" autoComplete="email" inputMode="email" aria-required="true" {...form.register('email')} />
          </FormField>
          {failure ? <FormAlert>{failure}</FormAlert> : null}
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button type="submit" disabled={send.isPending}>
              <Send aria-hidden="true" />
              {send.isPending ? 'Sending...' : 'Send me a link'}
            </Button>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={send.isPending}>
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <Button variant="outline" className="self-start" onClick={() => onOpenChange(true)}>
          Manage this request
        </Button>
      )}
    </RegionCard>
  );
}
