// Finds the system Chromium for browser tests (Playwright never downloads browsers here), or
// installs Debian's package when running as root, or stops with one line saying how.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/** Flags for every headless run here (browser tests, Lighthouse): no sandbox, GPU or background traffic. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

function found(): string | undefined {
  if (process.env.CHROMIUM_PATH && existsSync(process.env.CHROMIUM_PATH)) return process.env.CHROMIUM_PATH;
  return CANDIDATES.find((path) => existsSync(path));
}

/** The Chromium binary's path (also set as CHROMIUM_PATH for what runs next). */
export function ensureChromium(): string {
  let path = found();
  if (!path && process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    console.log("Chromium is missing: installing Debian's chromium package (one time)...");
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit' });
    path = found();
  }
  if (!path) {
    throw new Error('Chromium not found: install it with "sudo apt-get install -y chromium" or set CHROMIUM_PATH.');
  }
  process.env.CHROMIUM_PATH = path;
  return path;
}
