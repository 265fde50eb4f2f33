// Test doubles' answers for the Add Strategy dialog and machine: a strategy as the list call gives it.
import type { Strategy } from '@copydesk/functions/contract';

export function strategy(id: string, name: string): Strategy {
  return {
    _id: id,
    name,
    description: '',
    active: true,
    subscribers: 0,
    recordScope: { applied: [], notApplied: [] },
  };
}
