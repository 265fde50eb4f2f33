// The admin subscription dialog's rules (docs/product.md §3 defaults, §5 admin subscription dialog): whole days,
// minimum 1, a non-numeric value becomes 0; expiry = now + duration; trial end = now + trial days;
// editing prefills the days until expiry (min 1) and the days left of the trial.
import type { AdminUser } from '../admin-users';

export const DAY_MS = 86_400_000;

export const PLANS = [
  { id: 'mobile', name: 'Mobile' },
  { id: 'alpha', name: 'Alpha' },
] as const;
export type PlanId = (typeof PLANS)[number]['id'];
export const STATUSES = ['active', 'expired', 'canceled'] as const;
export type EditableStatus = (typeof STATUSES)[number];

export interface SubscriptionForm {
  planId: PlanId;
  status: EditableStatus;
  /** As typed: the inputs are number fields whose text is parsed on submit. */
  duration: string;
  isTrial: boolean;
  trialDuration: string;
}

export const DEFAULT_FORM: SubscriptionForm = {
  planId: 'mobile',
  status: 'active',
  duration: '30',
  isTrial: false,
  trialDuration: '7',
};

export const DURATION_ERROR = 'Duration must be at least 1 day.';
export const TRIAL_DURATION_ERROR = 'Trial duration must be at least 1 day.';

/** Whole days from the field text; anything non-numeric is 0. */
export function wholeDays(text: string): number {
  const value = Number.parseInt(text.trim(), 10);
  return Number.isNaN(value) ? 0 : value;
}

function daysUntil(iso: string | null, now: number): number | null {
  if (!iso) return null;
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return null;
  return Math.max(1, Math.ceil((time - now) / DAY_MS));
}

function isPlanId(value: string | null): value is PlanId {
  return PLANS.some((plan) => plan.id === value);
}
function isEditableStatus(value: string): value is EditableStatus {
  return (STATUSES as readonly string[]).includes(value);
}

/** The form for a user: defaults when adding, the current values when editing. */
export function initialForm(user: AdminUser, now: number): SubscriptionForm {
  const sub = user.userData.subscription;
  if (!sub) return { ...DEFAULT_FORM };
  const trialLeft = daysUntil(sub.trialEndsAt, now);
  return {
    planId: isPlanId(sub.planId) ? sub.planId : DEFAULT_FORM.planId,
    status: isEditableStatus(sub.status) ? sub.status : DEFAULT_FORM.status,
    duration: String(daysUntil(sub.expiresAt, now) ?? 1),
    isTrial: sub.isTrial,
    trialDuration: String(sub.isTrial ? (trialLeft ?? sub.trialDuration ?? 1) : (sub.trialDuration ?? 7)),
  };
}

export function validateForm(form: SubscriptionForm): string | null {
  if (wholeDays(form.duration) < 1) return DURATION_ERROR;
  if (form.isTrial && wholeDays(form.trialDuration) < 1) return TRIAL_DURATION_ERROR;
  return null;
}

/** What is written to users/{uid}.subscription (timestamps as Dates; createdAt null = server time). */
export interface SubscriptionDraft {
  planId: PlanId;
  planName: string;
  status: EditableStatus;
  isTrial: boolean;
  trialDuration: number | null;
  trialEndsAt: Date | null;
  expiresAt: Date;
  /** The existing subscription's creation time when editing; null for a new subscription. */
  createdAt: Date | null;
}

export function buildDraft(
  form: SubscriptionForm,
  now: number,
  existingCreatedAt: string | null,
): SubscriptionDraft {
  const plan = PLANS.find((p) => p.id === form.planId) ?? PLANS[0];
  const trialDays = wholeDays(form.trialDuration);
  const created = existingCreatedAt ? new Date(existingCreatedAt) : null;
  return {
    planId: plan.id,
    planName: plan.name,
    status: form.status,
    isTrial: form.isTrial,
    trialDuration: form.isTrial ? trialDays : null,
    trialEndsAt: form.isTrial ? new Date(now + trialDays * DAY_MS) : null,
    expiresAt: new Date(now + wholeDays(form.duration) * DAY_MS),
    createdAt: created && !Number.isNaN(created.getTime()) ? created : null,
  };
}

/** The list entry after a save, as the next page load would show it. */
export function applyDraft(user: AdminUser, draft: SubscriptionDraft, now: number): AdminUser {
  const iso = new Date(now).toISOString();
  return {
    ...user,
    userData: {
      ...user.userData,
      updatedAt: iso,
      subscription: {
        planId: draft.planId,
        planName: draft.planName,
        status: draft.status,
        isTrial: draft.isTrial,
        trialDuration: draft.trialDuration,
        trialEndsAt: draft.trialEndsAt ? draft.trialEndsAt.toISOString() : null,
        createdAt: draft.createdAt ? draft.createdAt.toISOString() : iso,
        updatedAt: iso,
        expiresAt: draft.expiresAt.toISOString(),
      },
    },
  };
}
