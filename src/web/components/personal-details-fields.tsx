import type { UseFormReturn } from 'react-hook-form';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';

type PersonalDetails = { firstName: string; lastName: string; email: string };

/**
 * First name, last name and e-mail: the same fields, labels and autofill hints on sign-up and profile.
 * Called as a function inside the form's own render, not mounted as a child component, so the fields
 * register before the ones that follow them and an empty submit focuses First name, not Password.
 */
export function personalDetailsFields<T extends PersonalDetails>(form: UseFormReturn<T>) {
  // The generic form narrows to the three fields this component owns.
  const { register, formState } = form as unknown as UseFormReturn<PersonalDetails>;
  const { errors } = formState;
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="First name" error={errors.firstName?.message}>
          <Input autoComplete="given-name" {...register('firstName')} />
        </FormField>
        <FormField label="Last name" error={errors.lastName?.message}>
          <Input autoComplete="family-name" {...register('lastName')} />
        </FormField>
      </div>
      <FormField label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="email" inputMode="email" {...register('email')} />
      </FormField>
    </>
  );
}
