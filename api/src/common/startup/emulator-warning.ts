import type { AppConfig } from '../../config/config.js';
import type { AppLogger } from '../logging/app-logger.js';

/**
 * One warning line whenever the Auth emulator is configured: its tokens carry no checked signature,
 * so anyone who can reach this API can act as any user (the config allows it on loopback only).
 */
export function warnIfAuthEmulator(config: AppConfig, logger: AppLogger): void {
  const emulator = config.firebase.emulatorHost;
  if (!emulator) return;
  logger.event(
    'warn',
    `FIREBASE_AUTH_EMULATOR_HOST=${emulator}: ID token signatures are NOT checked (an edited token passes as any user). For development on this machine only; never set it on a server.`,
    { emulator, host: config.host },
  );
}
