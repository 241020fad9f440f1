import { useId, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { OrderStatusChangeSchema, type OrderStatusChange } from '@shared/schemas/admin-order';
import type { Order } from '@shared/schemas/orders';
import { nextOrderStatuses, ORDER_STATUS_LABELS, ORDER_STATUSES } from '@shared/orders';
import { MoneyHeldReason } from '@web/modules/money/money-held-reason';
import { FieldError } from '@web/components/ui/field-error';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { FormField } from '@web/components/ui/form-field';
import { Radio } from '@web/components/ui/radio-group';
import { Textarea } from '@web/components/ui/textarea';
import { toast } from '@web/components/ui/use-toast';
import { getServerMessage, isNetworkError, NETWORK_ERROR_MESSAGE } from '@web/lib/api-client';
import { applyStatusChangeIssues } from '@web/lib/form-errors';
import { useUpdateOrderStatus } from '../../api/admin-update-order-status';

// The contract's schema, with the words staff see when they press the button before choosing a status.
const StatusFormSchema = OrderStatusChangeSchema.extend({
  status: z.enum(ORDER_STATUSES, { error: 'Choose the new status' }),
});
type StatusFormValues = z.input<typeof StatusFormSchema>;

const FIELDS = ['status', 'note', 'override'] as const;
const EMPTY: Partial<StatusFormValues> = { note: '', override: '' };

/**
 * Moves the order on: only the steps nextOrderStatuses allows from its status for its delivery method (the
 * server refuses the others with 409).
 * Cancelling asks first, because it puts the stock back on the shelf and cannot be undone. The mutation
 * and the dialog live here, above the form, because the form goes away once an order is final and the
 * toast must still be shown.
 */
export function OrderStatusCard({ order }: { order: Order }) {
  const next = nextOrderStatuses(order);
  const update = useUpdateOrderStatus();
  const statusErrorId = useId();
  const submitRef = useRef<HTMLButtonElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const [confirming, setConfirming] = useState<OrderStatusChange | null>(null);
  // Set when the server held the move for money still owed: staff may give a reason and go ahead.
  const [moneyHeld, setMoneyHeld] = useState<string | null>(null);
  // Money recorded since (the order is now paid): the held move may go ahead as it is.
  const [paidAtSeen, setPaidAtSeen] = useState(order.paidAt);
  if (paidAtSeen !== order.paidAt) {
    setPaidAtSeen(order.paidAt);
    setMoneyHeld(null);
  }
  const form = useForm<StatusFormValues, unknown, OrderStatusChange>({
    resolver: zodResolver(StatusFormSchema),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;

  const send = (input: OrderStatusChange) => {
    update.mutate(
      {
        orderNumber: order.orderNumber,
        input: { status: input.status, ...(input.note ? { note: input.note } : {}), ...(moneyHeld && input.override ? { override: input.override } : {}) },
      },
      {
        onSuccess: () => {
          toast({ title: 'Order status updated successfully' });
          setConfirming(null);
          setMoneyHeld(null);
          form.reset(EMPTY);
        },
        onError: (error) => {
          setConfirming(null);
          if (applyStatusChangeIssues(error, form, FIELDS, setMoneyHeld)) return;
          const message = isNetworkError(error) ? NETWORK_ERROR_MESSAGE : getServerMessage(error);
          toast({ variant: 'destructive', title: message ?? 'Failed to update status' });
        },
      },
    );
  };

  const onSubmit = form.handleSubmit((values) => {
    // The order may have moved on since the choice was made (another admin, a payment).
    if (!next.includes(values.status)) {
      form.setError('status', { type: 'validate', message: 'Choose the new status' });
      return;
    }
    if (moneyHeld && !values.override?.trim()) {
      form.setError('override', { type: 'required', message: 'Give a reason to go ahead, or record the payment first' }, { shouldFocus: true });
      return;
    }
    if (values.status === 'cancelled') setConfirming(values);
    else send(values);
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle ref={titleRef} tabIndex={-1} className="focus:outline-none">
          Change status
        </CardTitle>
        <CardDescription>
          {next.length > 0
            ? 'The customer is e-mailed about the change, with your note.'
            : order.status === 'cancelled'
              ? 'This order is cancelled and its stock is back on the shelf. Its status cannot change any more.'
              : 'This order is delivered. Its status cannot change any more.'}
        </CardDescription>
      </CardHeader>
      {next.length > 0 ? (
        <CardContent>
          <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-label={`Change status of ${order.orderNumber}`}>
            <Controller
              control={form.control}
              name="status"
              render={({ field }) => (
                <fieldset className="grid gap-0" aria-describedby={errors.status ? statusErrorId : undefined}>
                  <legend className="mb-1 text-sm font-semibold">New status</legend>
                  {next.map((status, index) => (
                    <Radio
                      key={status}
                      ref={index === 0 ? field.ref : undefined}
                      name={field.name}
                      value={status}
                      label={ORDER_STATUS_LABELS[status]}
                      checked={field.value === status}
                      onBlur={field.onBlur}
                      onChange={() => {
                        field.onChange(status);
                        setMoneyHeld(null);
                      }}
                    />
                  ))}
                  <FieldError id={statusErrorId} message={errors.status?.message} />
                </fieldset>
              )}
            />

            <FormField label="Note (optional)" hint="Sent to the customer and kept in the history." error={errors.note?.message}>
              <Textarea rows={3} maxLength={500} {...form.register('note')} />
            </FormField>

            {moneyHeld ? (
              <MoneyHeldReason message={moneyHeld} hint="Kept in the order's history." error={errors.override?.message}>
                <Textarea rows={2} maxLength={500} {...form.register('override')} />
              </MoneyHeldReason>
            ) : null}

            <Button ref={submitRef} type="submit" disabled={update.isPending} className="sm:justify-self-end">
              {update.isPending && !confirming ? 'Updating...' : moneyHeld ? 'Go ahead anyway' : 'Update status'}
            </Button>
          </form>
        </CardContent>
      ) : null}

      <Dialog open={confirming !== null} onOpenChange={(open) => !open && !update.isPending && setConfirming(null)}>
        <DialogContent
          className="max-w-md"
          onCloseAutoFocus={(event) => {
            // A controlled dialog has no trigger to return to: back to the button, or to the card's
            // title once the order is cancelled and the form is gone.
            event.preventDefault();
            if (submitRef.current?.isConnected) submitRef.current.focus();
            else titleRef.current?.focus();
          }}
        >
          <DialogHeader>
            <DialogTitle>Cancel order {order.orderNumber}?</DialogTitle>
            <DialogDescription className="text-base text-foreground">
              The items go back on the shelf: their stock is added back so other customers can buy them.
            </DialogDescription>
          </DialogHeader>
          <p className="text-sm text-muted-foreground">
            {order.customerName} is e-mailed that the order is cancelled. This cannot be undone.
          </p>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="outline" disabled={update.isPending}>
                Keep the order
              </Button>
            </DialogClose>
            <Button variant="destructive" disabled={update.isPending} onClick={() => confirming && send(confirming)}>
              {update.isPending ? 'Cancelling...' : 'Cancel order'}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </Card>
  );
}
