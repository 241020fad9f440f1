import { useEffect, useState, type FormEvent } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { Send } from 'lucide-react';
import { CONTACT_SUBJECT_LABELS, CONTACT_SUBJECTS } from '@shared/support';
import type { ContactInput } from '@shared/schemas/contact';
import { FormAlert } from '@web/components/form-alert';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { NativeSelect } from '@web/components/ui/native-select';
import { Textarea } from '@web/components/ui/textarea';
import { toast } from '@web/components/ui/use-toast';
import { isNetworkError, getServerMessage, NETWORK_ERROR_MESSAGE } from '@web/lib/api-client';
import { useUser } from '@web/lib/auth';
import { applyServerIssues, getServerIssues } from '@web/lib/form-errors';
import { useSendContactMessage } from '../api/send-contact-message';
import { CONTACT_FIELDS, contactDefaults, contactResolver, MESSAGE_MAX_LENGTH } from './contact-form-values';
import type { ContactFormText } from './contact-form-text';
import { MessageSentPanel } from './message-sent-panel';
import { formatCount } from '@shared/numbers';

const SEND_FAILED = 'Failed to send your message. Please try again.';

/**
 * The /contact-us form (docs/product.md §3 fields, §5 rules), validated by the shared ContactInputSchema. The page
 * says "Message Sent" only when the server has stored the message (docs/choices.md #17).
 */
export function ContactForm({ prefill }: { prefill: Partial<ContactFormText> }) {
  const { user } = useUser();
  const send = useSendContactMessage();
  const [formError, setFormError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const form = useForm<ContactFormText, unknown, ContactInput>({
    resolver: contactResolver,
    defaultValues: contactDefaults(user, prefill),
    shouldFocusError: false,
  });
  const { register } = form;
  const { errors } = form.formState;

  // The user may arrive after the form: fill in their name and e-mail unless the fields were typed in.
  useEffect(() => {
    if (!user) return;
    const filled = contactDefaults(user);
    for (const field of ['name', 'email'] as const) {
      if (!form.getFieldState(field).isDirty && !form.getValues(field)) form.setValue(field, filled[field]);
    }
  }, [user, form]);

  const submit = (formElement: HTMLFormElement) => (input: ContactInput) => {
    setFormError(null);
    send.mutate(input, {
      onSuccess: () => {
        // The panel that replaces the form is the one announcement of success (its heading takes the focus).
        form.reset(contactDefaults(user));
        setSentTo(input.email);
      },
      onError: (error) => {
        const message = isNetworkError(error) ? NETWORK_ERROR_MESSAGE : (getServerMessage(error) ?? SEND_FAILED);
        applyServerIssues(error, form.setError, CONTACT_FIELDS);
        setFormError(message);
        toast({ variant: 'destructive', title: 'Error', description: message });
        const issues = getServerIssues(error);
        if (issues.length > 0) focusFirstInvalid(formElement, issues.map((issue) => issue.path));
      },
    });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const formElement = event.currentTarget;
    const onInvalid = (invalid: FieldErrors<ContactFormText>) => focusFirstInvalid(formElement, Object.keys(invalid));
    void form.handleSubmit(submit(formElement), onInvalid)(event);
  };

  if (sentTo) {
    return (
      <MessageSentPanel
        email={sentTo}
        onSendAnother={() => {
          setSentTo(null);
          requestAnimationFrame(() => form.setFocus('name'));
        }}
      />
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Send us a message" className="flex flex-col gap-4">
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <div className="grid grid-cols-1 items-start gap-4 md:grid-cols-2">
        <FormField label="Name" error={errors.name?.message}>
          <Input autoComplete="name" {...register('name')} />
        </FormField>
        <FormField label="Email" error={errors.email?.message} hint="We'll reply to this address.">
          <Input type="email" autoComplete="email" inputMode="email" {...register('email')} />
        </FormField>
        <FormField label="Phone (optional)" error={errors.phone?.message} hint="For example +1-876-123-4567">
          <Input type="tel" autoComplete="tel" inputMode="tel" placeholder="+1-876-123-4567" {...register('phone')} />
        </FormField>
        <FormField label="Order number (optional)" error={errors.orderNumber?.message} hint="If it's about an order or request.">
          <Input autoComplete="off" autoCapitalize="characters" placeholder="ORD-XXXXX" {...register('orderNumber')} />
        </FormField>
        <FormField label="Subject" error={errors.subject?.message} className="md:col-span-2">
          <NativeSelect {...register('subject')}>
            <option value="">Choose a subject</option>
            {CONTACT_SUBJECTS.map((subject) => (
              <option key={subject} value={subject}>
                {CONTACT_SUBJECT_LABELS[subject]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField
          label="Message"
          error={errors.message?.message}
          hint={`Tell us how we can help: the part, the vehicle or phone, what went wrong. Up to ${formatCount(MESSAGE_MAX_LENGTH)} characters.`}
          className="md:col-span-2"
        >
          <Textarea rows={6} maxLength={MESSAGE_MAX_LENGTH} {...register('message')} />
        </FormField>
      </div>
      <Button type="submit" className="w-full sm:w-auto sm:self-start" disabled={send.isPending}>
        <Send aria-hidden="true" />
        {send.isPending ? 'Sending...' : 'Send Message'}
      </Button>
    </form>
  );
}

function focusFirstInvalid(formElement: HTMLFormElement, names: readonly string[]) {
  const elements = Array.from(formElement.elements) as HTMLInputElement[];
  elements.find((element) => names.includes(element.name))?.focus();
}
