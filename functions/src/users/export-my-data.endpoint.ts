// GET exportMyData: the caller's own data as one document (users/my-data-export.service.ts). Any signed-in
// user, admins included, with the client's access level: it is their own data, and entries about other
// people carry no details (docs/product.md §14 "Download my data").
import { exportPersonData } from './my-data-export.service.js';
import { endpoint } from '../platform/http/endpoint.js';

export const exportMyData = endpoint({
  name: 'exportMyData',
  handle({ caller }) {
    return exportPersonData(caller.uid);
  },
});
