// `npm run token [-- <email> [password]]`: prints a Firebase ID token from the running Auth
// emulator (npm start), to paste into /api/docs (Authorize) or send as `Authorization: Bearer`.
// Defaults to the first demo account (api/src/seed/demo-users.ts). Tokens last an hour.
import { emulatorOrigin, signIn, TEST_PASSWORD } from '@studyhub/auth-emulator';

const [email = 'ada@studyhub.test', password = TEST_PASSWORD] = process.argv.slice(2);

try {
  console.log(await signIn(email, password));
} catch (error) {
  const reason = error instanceof Error ? error.message : String(error);
  console.error(`npm run token: no token from the Auth emulator at ${emulatorOrigin()} (is npm start running?): ${reason}`);
  process.exit(1);
}
