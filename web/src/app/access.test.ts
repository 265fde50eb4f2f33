import { describe, expect, it } from 'vitest';
import { toUserProfile } from '@/lib/auth/user-profile';
import {
  adminAccess,
  signedInAccess,
  signedOutAccess,
  technicalAdminAccess,
  type AccessInput,
} from './access';

const profile = (data: Record<string, unknown>) => toUserProfile({ firstName: 'A', ...data });
const signedOut: AccessInput = { signedIn: false, profileLoading: false, userData: null };
const loadingProfile: AccessInput = { signedIn: true, profileLoading: true, userData: null };
const noProfile: AccessInput = { signedIn: true, profileLoading: false, userData: null };
const client: AccessInput = { signedIn: true, profileLoading: false, userData: profile({}) };
const admin: AccessInput = { ...client, userData: profile({ isAdmin: true }) };
const techAdmin: AccessInput = { ...client, userData: profile({ isAdmin: true, isTechnicalAdmin: true }) };
const techNotAdmin: AccessInput = { ...client, userData: profile({ isTechnicalAdmin: true }) };

const allow = { kind: 'allow' };
const loading = { kind: 'loading' };
const to = (path: string) => ({ kind: 'redirect', to: path });

describe('route access (docs/product.md §2)', () => {
  it.each([
    ['signed out', signedOut, to('/')],
    ['signed out after a role change', { ...signedOut, accessChanged: true }, to('/login')],
    ['profile loading', loadingProfile, loading],
    ['no profile document', noProfile, allow],
    ['client', client, allow],
  ])('signed-in routes: %s', (_, input, expected) => {
    expect(signedInAccess(input)).toEqual(expected);
  });

  it.each([
    ['signed out', signedOut, allow],
    ['signed in', client, to('/dashboard')],
    ['signed in, profile loading', loadingProfile, to('/dashboard')],
  ])('/login: %s', (_, input, expected) => {
    expect(signedOutAccess(input)).toEqual(expected);
  });

  it.each([
    ['signed out', signedOut, to('/login')],
    ['profile loading', loadingProfile, loading],
    ['client', client, to('/dashboard')],
    ['admin', admin, allow],
    ['technical admin', techAdmin, allow],
  ])('/admin: %s', (_, input, expected) => {
    expect(adminAccess(input)).toEqual(expected);
  });

  it.each([
    ['admin only', admin, to('/admin')],
    ['technical flag without admin', techNotAdmin, to('/admin')],
    ['technical admin', techAdmin, allow],
  ])('/admin/technical: %s', (_, input, expected) => {
    expect(technicalAdminAccess(input)).toEqual(expected);
  });
});
