import { describe, expect, it, vi } from 'vitest';
import {
  advance,
  initialRegisterState,
  type RegisterEvent,
  type RegisterField,
  type RegisterState,
  type RegistrationInput,
} from './register-flow';

/** The registration flow driven headless, as the page drives it: every event through `advance`. */
function start(createAccount: (input: RegistrationInput) => Promise<void> = () => Promise.resolve()) {
  let state: RegisterState = initialRegisterState;
  let creating: Promise<void> = Promise.resolve();
  const send = (event: RegisterEvent) => {
    const advanced = advance(state, event, createAccount, send);
    state = advanced.state;
    if (advanced.creating) creating = advanced.creating;
  };
  const fill = (fields: Partial<Record<RegisterField, string>>) => {
    for (const [field, value] of Object.entries(fields)) {
      send({ type: 'FIELD.CHANGE', field: field as RegisterField, value });
    }
  };
  const actor = { send, state: () => state, created: () => creating };
  return { actor, fill };
}

const personal = {
  firstName: ' Ada ',
  lastName: 'Lovelace',
  email: 'ada@example.com ',
  mobile: '+44 20 7946 0000',
  address: '12 St James Sq, London',
};

function toCredentials() {
  const started = start();
  started.fill(personal);
  started.actor.send({ type: 'NEXT' });
  return started;
}

describe('registration: step 1', () => {
  it('starts on personal information with no error', () => {
    const { actor } = start();
    expect(actor.state().step).toBe('personalInfo');
    expect(actor.state().error).toBeNull();
  });

  it.each(['firstName', 'lastName', 'email', 'mobile', 'address'] as const)(
    'stays on step 1 when %s is blank',
    (missing) => {
      const { actor, fill } = start();
      fill({ ...personal, [missing]: '   ' });
      actor.send({ type: 'NEXT' });
      expect(actor.state().step).toBe('personalInfo');
      expect(actor.state().error).toBe('Please fill in all required fields');
    },
  );

  it('continues to step 2 and clears an earlier error', () => {
    const { actor, fill } = start();
    actor.send({ type: 'NEXT' });
    expect(actor.state().error).not.toBeNull();
    fill(personal);
    actor.send({ type: 'NEXT' });
    expect(actor.state().step === 'credentials').toBe(true);
    expect(actor.state().error).toBeNull();
  });

  it('ignores step-2 events on step 1', () => {
    const { actor } = start();
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'TERMS.OPEN' });
    actor.send({ type: 'BACK' });
    expect(actor.state().step).toBe('personalInfo');
  });
});

describe('registration: step 2', () => {
  it('Back returns to step 1, keeps the fields and clears the error', () => {
    const { actor } = toCredentials();
    actor.send({ type: 'SUBMIT' });
    expect(actor.state().error).toBe('Please fill in all required fields');
    actor.send({ type: 'BACK' });
    expect(actor.state().step).toBe('personalInfo');
    expect(actor.state().error).toBeNull();
    expect(actor.state().firstName).toBe(' Ada ');
  });

  it("rejects passwords that don't match", () => {
    const { actor, fill } = toCredentials();
    fill({ password: 'secret1', confirmPassword: 'secret2' });
    actor.send({ type: 'TERMS.TOGGLE', checked: true });
    actor.send({ type: 'SUBMIT' });
    expect(actor.state().step === 'credentials').toBe(true);
    expect(actor.state().error).toBe("Passwords don't match");
  });

  it('requires the terms to be accepted', () => {
    const { actor, fill } = toCredentials();
    fill({ password: 'secret1', confirmPassword: 'secret1' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.state().error).toBe('You must accept the terms and conditions');
    actor.send({ type: 'TERMS.TOGGLE', checked: true });
    actor.send({ type: 'TERMS.TOGGLE', checked: false });
    actor.send({ type: 'SUBMIT' });
    expect(actor.state().error).toBe('You must accept the terms and conditions');
  });

  it('terms dialog: Accept ticks the box, Close only dismisses', () => {
    const { actor } = toCredentials();
    actor.send({ type: 'TERMS.OPEN' });
    expect(actor.state().step === 'termsDialog').toBe(true);
    actor.send({ type: 'TERMS.CLOSE' });
    expect(actor.state().step === 'credentials').toBe(true);
    expect(actor.state().acceptTerms).toBe(false);

    actor.send({ type: 'TERMS.OPEN' });
    actor.send({ type: 'BACK' }); // not available while the dialog is open
    expect(actor.state().step === 'termsDialog').toBe(true);
    actor.send({ type: 'TERMS.ACCEPT' });
    expect(actor.state().step === 'credentials').toBe(true);
    expect(actor.state().acceptTerms).toBe(true);
  });
});

describe('registration: submit', () => {
  it('creates the account with trimmed profile fields and finishes', async () => {
    const createAccount = vi.fn((_input: RegistrationInput) => Promise.resolve());
    const { actor, fill } = start(createAccount);
    fill(personal);
    actor.send({ type: 'NEXT' });
    fill({ password: 'secret1', confirmPassword: 'secret1' });
    actor.send({ type: 'TERMS.TOGGLE', checked: true });
    actor.send({ type: 'SUBMIT' });
    expect(actor.state().step === 'submitting').toBe(true);
    await actor.created();
    expect(actor.state().step).toBe('registered');
    expect(createAccount).toHaveBeenCalledExactlyOnceWith({
      profile: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.com',
        mobile: '+44 20 7946 0000',
        address: '12 St James Sq, London',
      },
      password: 'secret1',
    });
  });

  it.each([
    ['auth/email-already-in-use', 'This email is already registered. Please login or use a different email.'],
    ['auth/weak-password', 'Password is too weak. Please use a stronger password.'],
    ['auth/invalid-email', 'Invalid email address. Please check your email format.'],
    ['auth/internal-error', 'Firebase: Error (auth/internal-error).'],
  ])('a %s failure returns to editing with its message', async (code, message) => {
    const failure = Object.assign(new Error(`Firebase: Error (${code}).`), { code });
    const { actor, fill } = start(() => Promise.reject(failure));
    fill(personal);
    actor.send({ type: 'NEXT' });
    fill({ password: 'secret1', confirmPassword: 'secret1' });
    actor.send({ type: 'TERMS.ACCEPT' }); // ignored outside the dialog
    actor.send({ type: 'TERMS.OPEN' });
    actor.send({ type: 'TERMS.ACCEPT' });
    actor.send({ type: 'SUBMIT' });
    await actor.created();
    expect(actor.state().step === 'credentials').toBe(true);
    expect(actor.state().error).toBe(message);
  });

  it('ignores a second submit while submitting', () => {
    const createAccount = vi.fn(() => new Promise<void>(() => undefined));
    const { actor, fill } = start(createAccount);
    fill(personal);
    actor.send({ type: 'NEXT' });
    fill({ password: 'p4ssword', confirmPassword: 'p4ssword' });
    actor.send({ type: 'TERMS.TOGGLE', checked: true });
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'BACK' });
    expect(actor.state().step === 'submitting').toBe(true);
    expect(createAccount).toHaveBeenCalledTimes(1);
  });
});
