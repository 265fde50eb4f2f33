// `npm run codes`: the SMS codes the Auth emulator "sent" (it sends none; it lists them). Signing in as
// a demo admin needs one: `npm run codes` after pressing Sign In, or `npm run -s codes -- --latest` as
// the CLI's --code-command. --phone <number> keeps one number's codes.
import { localUrls, PROJECT_ID } from './stack/ports.ts';

interface VerificationCode {
  code: string;
  phoneNumber: string;
}

const args = process.argv.slice(2);
const phoneIndex = args.indexOf('--phone');
const phone = phoneIndex >= 0 ? args[phoneIndex + 1] : undefined;
const host = process.env.FIREBASE_AUTH_EMULATOR_HOST
  ? `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}`
  : localUrls().authEmulator;

const response = await fetch(`${host}/emulator/v1/projects/${PROJECT_ID}/verificationCodes`).catch(
  () => null,
);
if (!response?.ok) {
  console.error(`The Auth emulator does not answer at ${host}: is "npm start" running?`);
  process.exit(1);
}
const { verificationCodes } = (await response.json()) as { verificationCodes: VerificationCode[] };
const codes = verificationCodes.filter((entry) => phone === undefined || entry.phoneNumber === phone);
if (args.includes('--latest')) {
  const latest = codes.at(-1);
  if (!latest) {
    console.error('No SMS code has been sent yet.');
    process.exit(1);
  }
  console.log(latest.code);
} else {
  if (codes.length === 0) console.log('No SMS code has been sent yet.');
  for (const entry of codes) console.log(`${entry.phoneNumber}  ${entry.code}`);
}
