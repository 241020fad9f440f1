import { useWatch, type UseFormReturn } from 'react-hook-form';
import { ISLAND_DELIVERY_DAYS, ISLAND_SHIPPING_JMD, PARISHES, PICKUP_HOLD_BUSINESS_DAYS } from '@shared/constants';
import type { OrderCustomer, OrderCustomerValues } from '@shared/schemas/orders';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { NativeSelect } from '@web/components/ui/native-select';
import { Radio, RadioGroup } from '@web/components/ui/radio-group';
import { Textarea } from '@web/components/ui/textarea';
import { UpdatesChoice } from '@web/components/updates-choice';
import { formatMoney } from '@web/lib/format';

export type CheckoutForm = UseFormReturn<OrderCustomerValues, unknown, OrderCustomer>;

/** Name, e-mail and phone: who the order is for, and how we reach them about it (e-mail, and WhatsApp or SMS where offered). */
export function ContactFields({ form }: { form: CheckoutForm }) {
  const { register, formState } = form;
  const { errors } = formState;
  return (
    <div className="grid gap-4">
      <FormField label="Full name" error={errors.customerName?.message}>
        <Input autoComplete="name" aria-required="true" {...register('customerName')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Email" hint="Your receipt and order updates go here." error={errors.customerEmail?.message}>
          <Input type="email" autoComplete="email" inputMode="email" aria-required="true" {...register('customerEmail')} />
        </FormField>
        <FormField label="Phone" hint="We call or WhatsApp when it's ready." error={errors.customerPhone?.message}>
          <Input type="tel" autoComplete="tel" inputMode="tel" placeholder="876-555-1234" aria-required="true" {...register('customerPhone')} />
        </FormField>
      </div>
      <UpdatesChoice field={register('updates')} error={errors.updates?.message} />
    </div>
  );
}

/** Pickup at the Kingston shop (free, held 5 business days) or island-wide shipping (J$700) with an address. */
export function DeliveryFields({ form, shopAddress }: { form: CheckoutForm; shopAddress: string }) {
  const { register, formState, control } = form;
  const { errors } = formState;
  const shipping = useWatch({ control, name: 'deliveryMethod' }) === 'shipping';
  return (
    <div className="grid gap-4">
      <RadioGroup legend="How would you like to get it?">
        <Radio
          value="pickup"
          label={
            <span>
              <span className="font-semibold">Pickup at our Kingston shop: Free.</span>{' '}
              <span className="text-muted-foreground">
                {shopAddress}. We hold it {PICKUP_HOLD_BUSINESS_DAYS} business days once it's ready.
              </span>
            </span>
          }
          {...register('deliveryMethod')}
        />
        <Radio
          value="shipping"
          label={
            <span>
              <span className="font-semibold">Island-wide shipping: {formatMoney(ISLAND_SHIPPING_JMD, 'JMD')}.</span>{' '}
              <span className="text-muted-foreground">Delivered in {ISLAND_DELIVERY_DAYS} business days, anywhere in Jamaica.</span>
            </span>
          }
          {...register('deliveryMethod')}
        />
      </RadioGroup>
      {shipping ? (
        <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_14rem]">
          <FormField label="Delivery address" hint="Street, district and any landmark that helps the driver." error={errors.address?.message}>
            <Textarea rows={3} autoComplete="street-address" aria-required="true" {...register('address')} />
          </FormField>
          <FormField label="Parish" error={errors.parish?.message}>
            <NativeSelect aria-required="true" {...register('parish')}>
              <option value="">Choose a parish</option>
              {PARISHES.map((p) => (
                <option key={p} value={p}>
                  {p}
                </option>
              ))}
            </NativeSelect>
          </FormField>
        </div>
      ) : null}
    </div>
  );
}
