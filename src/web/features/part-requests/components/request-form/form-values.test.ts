import { describe, expect, it } from 'vitest';
import { URGENCIES } from '@shared/schemas/part-requests';
import { URGENCY_CHOICES } from './form-values';

describe('the request form', () => {
  it('offers the urgencies the schema accepts, in its order', () => {
    expect(URGENCY_CHOICES).toEqual(URGENCIES);
  });
});
