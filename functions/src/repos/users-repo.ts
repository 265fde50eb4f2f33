// Every server read of users/{uid}. Roles are always read fresh here, never taken from a request.
import { db } from '../admin.js';

export interface Roles {
  isAdmin: boolean;
  isTechnicalAdmin: boolean;
}

export async function readRoles(uid: string): Promise<Roles> {
  const snapshot = await db.collection('users').doc(uid).get();
  const data = snapshot.data() ?? {};
  const isAdmin = data.isAdmin === true;
  // A technical admin must also be an admin: one flag without the other grants nothing extra.
  return { isAdmin, isTechnicalAdmin: isAdmin && data.isTechnicalAdmin === true };
}
