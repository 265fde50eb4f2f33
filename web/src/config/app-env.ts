// The validated configuration of this build. Kept apart from env.ts so parseEnv stays testable
// without a Vite environment.
import { parseEnv } from './env';

export const env = parseEnv(import.meta.env);
