// POST grantAdminRole {uid, confirmedEmail}: makes a user an admin with the sign-in e-mail the granting
// admin confirmed as their address of record (users/admin-role.service.ts); 409 when Auth holds another.
import { grantAdminRole as grant } from './admin-role.service.js';
import { endpoint } from '../platform/http/endpoint.js';

export const grantAdminRole = endpoint({
  name: 'grantAdminRole',
  async handle({ caller }, input) {
    const granted = await grant(caller, input.uid, input.confirmedEmail);
    return { success: true as const, ...granted };
  },
});
