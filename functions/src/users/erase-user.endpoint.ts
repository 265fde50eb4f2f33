// POST eraseUser { userId }: an admin erases a person (docs/operations.md "Erasure"), or retries a
// failed erasure; audited `user.erasureRequested` under the person's pseudonym.
import { eraseByAdmin } from './erasure-requests.service.js';
import { HttpError } from '../platform/http/http-error.js';
import { endpoint } from '../platform/http/endpoint.js';

export const eraseUser = endpoint({
  name: 'eraseUser',
  async handle({ caller }, { userId }) {
    if (userId === caller.uid)
      throw new HttpError(400, 'To delete your own account, use "Delete my account" on the Security page.');
    const record = await eraseByAdmin(caller, userId);
    const message = record.status === 'done' ? 'This person is already erased.' : 'The erasure is queued.';
    return { success: true as const, status: record.status, message };
  },
});
