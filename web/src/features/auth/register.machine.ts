// Two-step registration (docs/product.md §2 /register, §4, §5). Side effects live in the `createAccount` actor,
// provided by the screen (the real Firebase call) or by tests (a fake).
import { assign, fromPromise, setup } from 'xstate';
import { registerErrorMessage } from './auth-errors';
import { AUTH_MESSAGES } from './messages';

export interface RegisterFields {
  firstName: string;
  lastName: string;
  email: string;
  mobile: string;
  address: string;
  password: string;
  confirmPassword: string;
}

export type RegisterField = keyof RegisterFields;

export interface RegisterContext extends RegisterFields {
  acceptTerms: boolean;
  error: string | null;
}

export interface RegistrationInput {
  profile: Pick<RegisterFields, 'firstName' | 'lastName' | 'email' | 'mobile' | 'address'>;
  password: string;
}

export type RegisterEvent =
  | { type: 'FIELD.CHANGE'; field: RegisterField; value: string }
  | { type: 'TERMS.TOGGLE'; checked: boolean }
  | { type: 'TERMS.OPEN' }
  | { type: 'TERMS.ACCEPT' }
  | { type: 'TERMS.CLOSE' }
  | { type: 'NEXT' }
  | { type: 'BACK' }
  | { type: 'SUBMIT' };

export const initialRegisterContext: RegisterContext = {
  firstName: '',
  lastName: '',
  email: '',
  mobile: '',
  address: '',
  password: '',
  confirmPassword: '',
  acceptTerms: false,
  error: null,
};

const filled = (value: string) => value.trim() !== '';
const PERSONAL_FIELDS = ['firstName', 'lastName', 'email', 'mobile', 'address'] as const;

export function toRegistrationInput(context: RegisterContext): RegistrationInput {
  return {
    profile: {
      firstName: context.firstName.trim(),
      lastName: context.lastName.trim(),
      email: context.email.trim(),
      mobile: context.mobile.trim(),
      address: context.address.trim(),
    },
    password: context.password,
  };
}

export const registerMachine = setup({
  types: {
    context: {} as RegisterContext,
    events: {} as RegisterEvent,
  },
  actors: {
    createAccount: fromPromise<void, RegistrationInput>(() =>
      Promise.reject(new Error('registerMachine: the createAccount actor was not provided')),
    ),
  },
  guards: {
    // docs/product.md §4: every registration field is required, mobile and address included.
    personalInfoComplete: ({ context }) => PERSONAL_FIELDS.every((field) => filled(context[field])),
    credentialsMissing: ({ context }) => context.password === '' || context.confirmPassword === '',
    passwordsDiffer: ({ context }) => context.password !== context.confirmPassword,
    termsNotAccepted: ({ context }) => !context.acceptTerms,
  },
  actions: {
    setField: assign(({ event }) => {
      if (event.type !== 'FIELD.CHANGE') return {};
      return { [event.field]: event.value };
    }),
    setTermsAccepted: assign((_, params: { accepted: boolean }) => ({ acceptTerms: params.accepted })),
    setError: assign((_, params: { message: string }) => ({ error: params.message })),
    clearError: assign({ error: null }),
  },
}).createMachine({
  id: 'register',
  context: initialRegisterContext,
  initial: 'personalInfo',
  states: {
    personalInfo: {
      on: {
        'FIELD.CHANGE': { actions: 'setField' },
        NEXT: [
          { guard: 'personalInfoComplete', target: 'credentials', actions: 'clearError' },
          { actions: { type: 'setError', params: { message: AUTH_MESSAGES.requiredFields } } },
        ],
      },
    },
    credentials: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'FIELD.CHANGE': { actions: 'setField' },
            'TERMS.TOGGLE': {
              actions: { type: 'setTermsAccepted', params: ({ event }) => ({ accepted: event.checked }) },
            },
            'TERMS.OPEN': { target: 'termsDialog' },
            BACK: { target: '#register.personalInfo', actions: 'clearError' },
            SUBMIT: [
              {
                guard: 'credentialsMissing',
                actions: { type: 'setError', params: { message: AUTH_MESSAGES.requiredFields } },
              },
              {
                guard: 'passwordsDiffer',
                actions: { type: 'setError', params: { message: AUTH_MESSAGES.passwordsDontMatch } },
              },
              {
                guard: 'termsNotAccepted',
                actions: { type: 'setError', params: { message: AUTH_MESSAGES.mustAcceptTerms } },
              },
              { target: 'submitting', actions: 'clearError' },
            ],
          },
        },
        termsDialog: {
          on: {
            'TERMS.ACCEPT': {
              target: 'editing',
              actions: { type: 'setTermsAccepted', params: { accepted: true } },
            },
            'TERMS.CLOSE': { target: 'editing' },
          },
        },
        submitting: {
          invoke: {
            src: 'createAccount',
            input: ({ context }) => toRegistrationInput(context),
            onDone: { target: '#register.registered' },
            onError: {
              target: 'editing',
              actions: {
                type: 'setError',
                params: ({ event }) => ({ message: registerErrorMessage(event.error) }),
              },
            },
          },
        },
      },
    },
    registered: { type: 'final' },
  },
});
