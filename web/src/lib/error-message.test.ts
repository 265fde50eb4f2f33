import { describe, expect, it } from 'vitest';
import { errorMessage } from './error-message';

describe('errorMessage', () => {
  it.each([
    { thrown: new Error('Strategy not found'), shown: 'Strategy not found' },
    { thrown: new Error('   '), shown: 'Try again' },
    { thrown: new Error(''), shown: 'Try again' },
    { thrown: 'a bare string', shown: 'Try again' },
    { thrown: { message: 'an object that only looks like an error' }, shown: 'Try again' },
    { thrown: undefined, shown: 'Try again' },
  ])('shows "$shown" for $thrown', ({ thrown, shown }) => {
    expect(errorMessage(thrown, 'Try again')).toBe(shown);
  });
});
