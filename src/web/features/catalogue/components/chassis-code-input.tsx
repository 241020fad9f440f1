import type { ComponentProps } from 'react';
import { CHASSIS_TYPED_MAX } from '@shared/catalogue';
import { Input } from '@web/components/ui/input';

/** A chassis code field (NZE141, GE6, or the frame number): capitals on phone keyboards, no autofill. */
export function ChassisCodeInput(props: Omit<ComponentProps<typeof Input>, 'maxLength' | 'placeholder'>) {
  return <Input maxLength={CHASSIS_TYPED_MAX} autoCapitalize="characters" autoComplete="off" placeholder="e.g. NZE141" {...props} />;
}
