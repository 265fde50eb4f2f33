// Two-step registration (docs/product.md §2 /register, §4, §5) as a reducer, not an XState machine: /register
// is a public page held to the front-end performance budget (docs/operations.md, front-end performance
// budget), and XState is 14 KB gzip on its critical path that no other public page loads. The steps and their rules
// are the same as the signed-in flows' machines: personal information, then the password and the terms
// (with their dialog), then submitting, which ends registered or back on the password with the message.
// The one side effect, creating the account, is passed in (`createAccount`: the page's Firebase call or
// a test's fake) and its outcome comes back as an event.
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

export type RegisterStep = 'personalInfo' | 'credentials' | 'termsDialog' | 'submitting' | 'registered';

export interface RegisterState extends RegisterFields {
  step: RegisterStep;
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
  | { type: 'SUBMIT' }
  | { type: 'CREATED' }
  | { type: 'CREATE_FAILED'; error: unknown };

export const initialRegisterState: RegisterState = {
  step: 'personalInfo',
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

export function toRegistrationInput(state: RegisterFields): RegistrationInput {
  return {
    profile: {
      firstName: state.firstName.trim(),
      lastName: state.lastName.trim(),
      email: state.email.trim(),
      mobile: state.mobile.trim(),
      address: state.address.trim(),
    },
    password: state.password,
  };
}

/** The first rule the password step breaks (docs/product.md §5), or null. */
function credentialsProblem(state: RegisterState): string | null {
  if (state.password === '' || state.confirmPassword === '') return AUTH_MESSAGES.requiredFields;
  if (state.password !== state.confirmPassword) return AUTH_MESSAGES.passwordsDontMatch;
  if (!state.acceptTerms) return AUTH_MESSAGES.mustAcceptTerms;
  return null;
}

function personalInfo(state: RegisterState, event: RegisterEvent): RegisterState {
  if (event.type === 'FIELD.CHANGE') return { ...state, [event.field]: event.value };
  if (event.type !== 'NEXT') return state;
  // docs/product.md §4: every registration field is required, mobile and address included.
  return PERSONAL_FIELDS.every((field) => filled(state[field]))
    ? { ...state, step: 'credentials', error: null }
    : { ...state, error: AUTH_MESSAGES.requiredFields };
}

function credentials(state: RegisterState, event: RegisterEvent): RegisterState {
  switch (event.type) {
    case 'FIELD.CHANGE':
      return { ...state, [event.field]: event.value };
    case 'TERMS.TOGGLE':
      return { ...state, acceptTerms: event.checked };
    case 'TERMS.OPEN':
      return { ...state, step: 'termsDialog' };
    case 'BACK':
      return { ...state, step: 'personalInfo', error: null };
    case 'SUBMIT': {
      const problem = credentialsProblem(state);
      return problem ? { ...state, error: problem } : { ...state, step: 'submitting', error: null };
    }
    default:
      return state;
  }
}

export function registerReducer(state: RegisterState, event: RegisterEvent): RegisterState {
  switch (state.step) {
    case 'personalInfo':
      return personalInfo(state, event);
    case 'credentials':
      return credentials(state, event);
    case 'termsDialog':
      if (event.type === 'TERMS.ACCEPT') return { ...state, step: 'credentials', acceptTerms: true };
      return event.type === 'TERMS.CLOSE' ? { ...state, step: 'credentials' } : state;
    case 'submitting':
      if (event.type === 'CREATED') return { ...state, step: 'registered' };
      if (event.type === 'CREATE_FAILED')
        return { ...state, step: 'credentials', error: registerErrorMessage(event.error) };
      return state;
    case 'registered':
      return state;
  }
}

/** Creates the account of a state that has just reached `submitting`, and tells how it ended. */
async function createAccountOf(
  state: RegisterState,
  createAccount: (input: RegistrationInput) => Promise<void>,
): Promise<RegisterEvent> {
  try {
    await createAccount(toRegistrationInput(state));
    return { type: 'CREATED' };
  } catch (error) {
    return { type: 'CREATE_FAILED', error };
  }
}

/**
 * One event through the flow: the next state, and when the event starts submitting, the account's
 * creation, whose outcome (CREATED or CREATE_FAILED) goes to `sendOutcome`. A second Submit while
 * submitting changes nothing, so it never creates a second account.
 */
export function advance(
  before: RegisterState,
  event: RegisterEvent,
  createAccount: (input: RegistrationInput) => Promise<void>,
  sendOutcome: (event: RegisterEvent) => void,
): { state: RegisterState; creating: Promise<void> | null } {
  const state = registerReducer(before, event);
  const starts = before.step !== 'submitting' && state.step === 'submitting';
  return { state, creating: starts ? createAccountOf(state, createAccount).then(sendOutcome) : null };
}
