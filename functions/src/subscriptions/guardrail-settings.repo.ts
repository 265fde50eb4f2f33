// settings/guardrails: the admins' default guardrails for new subscriptions and the risk preview's
// acknowledgement threshold (docs/product.md §5). Only the server reads and writes it (rules deny all).
import { FieldValue } from 'firebase-admin/firestore';
import { db } from '../platform/firebase-app.js';
import {
  DEFAULT_GUARDRAIL_SETTINGS,
  guardrailSettingsSchema,
  type GuardrailSettings,
} from '../contract/index.js';

const doc = () => db.collection('settings').doc('guardrails');

/** The stored settings, or the product defaults when none (or an unreadable document) is stored. */
export async function readGuardrailSettings(): Promise<GuardrailSettings> {
  const snapshot = await doc().get();
  const parsed = guardrailSettingsSchema.safeParse(snapshot.data() ?? null);
  return parsed.success ? parsed.data : DEFAULT_GUARDRAIL_SETTINGS;
}

export async function writeGuardrailSettings(settings: GuardrailSettings): Promise<void> {
  await doc().set({ ...settings, updatedAt: FieldValue.serverTimestamp() });
}
