// The demo cast: one user per role and per subscription state, with known passwords printed at start.
// Local emulator data only; these accounts exist nowhere else.
export const DEMO_PASSWORD = 'CopyDesk-demo-1';

export type DemoSubscription = 'none' | 'active' | 'expired' | 'canceled';

export interface DemoUser {
  key: string;
  email: string;
  firstName: string;
  lastName: string;
  mobile: string;
  address: string;
  isAdmin: boolean;
  isTechnicalAdmin: boolean;
  subscription: DemoSubscription;
  planId?: 'mobile' | 'alpha';
  /** Admins sign in with an SMS second factor on this number (codes: `npm run codes`). */
  phoneNumber?: string;
}

const person = (
  key: string,
  firstName: string,
  lastName: string,
  subscription: DemoSubscription,
  roles: { isAdmin?: boolean; isTechnicalAdmin?: boolean } = {},
  planId: 'mobile' | 'alpha' = 'mobile',
): DemoUser => ({
  key,
  email: `${key}@copydesk.demo`,
  firstName,
  lastName,
  mobile: '+27 82 555 0100',
  address: '1 Demo Street, Cape Town',
  isAdmin: roles.isAdmin ?? false,
  isTechnicalAdmin: roles.isTechnicalAdmin ?? false,
  subscription,
  planId,
});

export const DEMO_USERS: DemoUser[] = [
  { ...person('admin', 'Ada', 'Admin', 'active', { isAdmin: true }, 'alpha'), phoneNumber: '+15555550101' },
  {
    ...person('tech', 'Tess', 'Technical', 'active', { isAdmin: true, isTechnicalAdmin: true }, 'alpha'),
    phoneNumber: '+15555550102',
  },
  person('client-active', 'Alex', 'Active', 'active'),
  person('client-none', 'Nora', 'None', 'none'),
  person('client-expired', 'Evan', 'Expired', 'expired'),
  person('client-canceled', 'Cara', 'Canceled', 'canceled', {}, 'alpha'),
];
