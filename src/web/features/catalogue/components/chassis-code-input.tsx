import type { ComponentProps } from 'react';
import { CHASSIS_FILTER_MAX } from '@shared/catalogue';
import { Input } from '@web/components/ui/input';

/** A chassis code field (NZE141, GE6): capitals on phone keyboards, no autofill, at most 20 characters. */
export function ChassisCodeInput(props: Omit<ComponentProps<typeof Input>, 'maxLength' | 'placeholder'>) {
  return <Input maxLength={CHASSIS_FILTER_MAX} autoCapitalize="characters" autoComplete="off" placeholder="e.g. NZE141" {...props} />;
}
