// `npm run token [-- <email> [password]]`: prints a Firebase ID token from the running Auth
// emulator (npm start), to paste into /api/docs (Authorize) or send as `Authorization: Bearer`.
// Defaults to the first demo account. Tokens last an hour.
const DEMO = { email: 'ada@studyhub.test', password: 'Passw0rd!' };
const [email = DEMO.email, password = DEMO.password] = process.argv.slice(2);
const host = process.env.FIREBASE_AUTH_EMULATOR_HOST || '127.0.0.1:9099';

try {
  const response = await fetch(`http://${host}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=any`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  const answer = await response.json();
  if (!response.ok) throw new Error(`${email}: ${answer.error?.message ?? response.status}`);
  console.log(answer.idToken);
} catch (error) {
  const reason = error instanceof Error ? error.message : String(error);
  console.error(`npm run token: no token from the Auth emulator at ${host} (is npm start running?): ${reason}`);
  process.exit(1);
}
