// GET listErasures: the erasures still pending or failed, for the technical dashboard and
// `copydesk erasures` (docs/operations.md "Erasure").
import { openErasures } from './erasure-reads.service.js';
import { endpoint } from '../platform/http/endpoint.js';

export const listErasures = endpoint({
  name: 'listErasures',
  async handle() {
    return { success: true as const, erasures: await openErasures() };
  },
});
