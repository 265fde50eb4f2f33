// Fixture for tools/function-secrets.test.ts: two secrets and a plain string param.
import { defineSecret, defineString } from 'firebase-functions/params';

export const TOKEN = defineSecret('TOKEN');
export const KEY = defineSecret('KEY');
export const URL = defineString('URL');
