import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { z } from 'zod';
import { EmailSchema } from '@shared/schemas/auth';
import { PhoneSchema } from '@shared/schemas/common';
import { FormAlert } from '@web/components/form-alert';
import { LinkButtons } from '@web/components/link-buttons';
import { Card, CardContent } from '@web/components/ui/card';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Radio, RadioGroup } from '@web/components/ui/radio-group';
import { toast } from '@web/components/ui/use-toast';
import { getServerMessage, isNetworkError, NETWORK_ERROR_MESSAGE } from '@web/lib/api-client';
import { useSendRequestList, type TrackSearch } from '../../api/search-requests';
import { SearchButton } from './search-button';

const MISSING = { phone: 'Please enter your phone number', email: 'Please enter your email address' } as const;
const NOUN = { phone: 'phone number', email: 'e-mail address' } as const;
const FETCH_FAILED = 'Unable to fetch tracking information. Please try again later.';

/** Phone or e-mail, each checked with the shared field schema so the messages match the request form. */
const ContactSearchFormSchema = z
  .object({ type: z.enum(['phone', 'email']), value: z.string() })
  .transform((v, ctx): TrackSearch => {
    const value = v.value.trim();
    if (!value) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: MISSING[v.type] });
      return z.NEVER;
    }
    const parsed = v.type === 'email' ? EmailSchema.safeParse(value) : PhoneSchema.safeParse(value);
    if (!parsed.success) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: parsed.error.issues[0]?.message ?? 'Please check what you entered' });
      return z.NEVER;
    }
    return { type: v.type, value: parsed.data ?? value };
  });
type ContactSearchFormValues = z.input<typeof ContactSearchFormSchema>;

export function TrackByContact({
  search,
  onSearch,
}: {
  /** The last search made (kept by the page, so switching tabs does not lose it). */
  search: TrackSearch | null;
  onSearch: (search: TrackSearch) => void;
}) {
  const send = useSendRequestList();
  const [announcement, setAnnouncement] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ContactSearchFormValues, unknown, TrackSearch>({
    resolver: zodResolver(ContactSearchFormSchema),
    defaultValues: { type: search?.type ?? 'phone', value: search?.value ?? '' },
  });
  const type = useWatch({ control: form.control, name: 'type' });
  const { errors } = form.formState;
  const headingId = useId();
  // A phone number is no use in the e-mail box (and the other way round): switching starts afresh.
  const typeField = form.register('type', {
    onChange: () => {
      form.setValue('value', '');
      form.clearErrors('value');
      send.reset();
    },
  });

  const onSubmit = form.handleSubmit(
    (next) => {
      setFailure(null);
      setAnnouncement('Sending...');
      onSearch(next);
      send.mutate(next, {
        onSuccess: (answer) => setAnnouncement(answer.message),
        onError: (error: unknown) => {
          const message = isNetworkError(error) ? NETWORK_ERROR_MESSAGE : (getServerMessage(error) ?? FETCH_FAILED);
          setFailure(message);
          setAnnouncement(message);
          toast({ variant: 'destructive', title: 'Error', description: message });
        },
      });
    },
    (formErrors) => {
      const message = formErrors.value?.message;
      if (message && (message === MISSING.phone || message === MISSING.email)) {
        toast({ variant: 'destructive', title: 'Missing Information', description: message });
      }
    },
  );

  return (
    <div className="flex flex-col gap-6">
      <Card>
        <CardContent>
          <form onSubmit={onSubmit} noValidate aria-label="Find your requests" className="grid gap-4">
            <p className="text-sm text-muted-foreground">
              Lost your request number? Enter the phone number or e-mail you gave us and we&apos;ll e-mail your requests, with
              their tracking links, to the e-mail address on them.
            </p>
            <RadioGroup legend="Search by" className="flex flex-wrap gap-x-6">
              <Radio label="Phone" value="phone" {...typeField} />
              <Radio label="Email" value="email" {...typeField} />
            </RadioGroup>
            <FormField
              label={type === 'email' ? 'Email address' : 'Phone number'}
              hint={type === 'email' ? undefined : 'For example +1-876-123-4567 or 876 123 4567'}
              error={errors.value?.message}
            >
              <Input
                type={type === 'email' ? 'email' : 'tel'}
                autoComplete={type === 'email' ? 'email' : 'tel'}
                inputMode={type === 'email' ? 'email' : 'tel'}
                aria-required="true"
                {...form.register('value')}
              />
            </FormField>
            <SearchButton searching={send.isPending}>E-mail My Requests</SearchButton>
          </form>
        </CardContent>
      </Card>

      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>

      {failure ? <FormAlert>{failure}</FormAlert> : null}

      {send.isSuccess && search ? (
        <section aria-labelledby={headingId} className="flex flex-col gap-4">
          <h2 id={headingId} className="text-xl font-bold">
            Check your e-mail
          </h2>
          <Sent search={search} message={send.data.message} />
        </section>
      ) : null}
    </div>
  );
}

function Sent({ search, message }: { search: TrackSearch; message: string }) {
  const other = search.type === 'phone' ? 'the e-mail address' : 'the phone number';
  return (
    <Card>
      <CardContent className="flex flex-col items-start gap-3">
        <p className="flex items-start gap-2 font-semibold">
          <MailCheck className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          {message}
        </p>
        <p className="text-sm">Nothing came within a few minutes? What to try next:</p>
        <ul className="grid list-disc gap-1 pl-5 text-sm">
          <li>Look in your spam or promotions folder.</li>
          <li>Check it is the {NOUN[search.type]} you put on your request{search.type === 'phone' ? ', with all its digits' : ''}.</li>
          <li>Try {other} you gave us instead.</li>
          <li>Use the request number (REQ-…) from your confirmation e-mail.</li>
        </ul>
        <LinkButtons className="gap-2" links={[{ to: '/request', label: 'Request a Part' }, { to: '/customer-support', label: 'Ask for help' }]} />
      </CardContent>
    </Card>
  );
}
