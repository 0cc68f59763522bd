// Verifies Firebase ID tokens with firebase-admin. Under the Auth emulator no credentials are
// needed (and signatures are not checked: the config refuses that combination in production).
import { randomUUID } from 'node:crypto';
import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type DecodedIdToken } from 'firebase-admin/auth';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';

export interface AuthUser {
  uid: string;
  email: string;
  /** Display name from the token; absent for accounts that never set one. */
  name?: string;
}

@Injectable()
export class FirebaseAuthService implements OnApplicationShutdown {
  private readonly app: App;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    // firebase-admin reads the emulator address from the environment only.
    if (config.firebase.emulatorHost) process.env.FIREBASE_AUTH_EMULATOR_HOST = config.firebase.emulatorHost;
    else delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
    // A named app, so several API instances (tests) can live in one process.
    this.app = initializeApp({ projectId: config.firebase.projectId }, `studyhub-api-${randomUUID()}`);
  }

  /** Resolves the caller, or rejects when the token is malformed, expired, revoked or foreign. */
  async verify(idToken: string): Promise<AuthUser> {
    const decoded: DecodedIdToken = await getAuth(this.app).verifyIdToken(idToken);
    const name = typeof decoded.name === 'string' && decoded.name.trim() !== '' ? decoded.name.trim() : undefined;
    return { uid: decoded.uid, email: decoded.email ?? '', name };
  }

  async onApplicationShutdown(): Promise<void> {
    await deleteApp(this.app);
  }
}
