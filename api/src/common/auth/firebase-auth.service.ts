// Verifies Firebase ID tokens with firebase-admin, revocation included: a disabled, deleted or
// signed-out-everywhere user loses access within AUTH_TOKEN_CACHE_MS, not when the token expires
// (up to an hour). The revocation check is a round trip to Firebase, so each token's answer is
// cached that long (firebase-auth.cache.ts). Under the Auth emulator no credentials are needed
// (and signatures are not checked: the config refuses that outside loopback and in production).
import { randomUUID } from 'node:crypto';
import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type DecodedIdToken } from 'firebase-admin/auth';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { TokenCache } from './firebase-auth.cache.js';

export interface AuthUser {
  uid: string;
  email: string;
  /** Display name from the token; absent for accounts that never set one. */
  name?: string;
  /** The email counts as the person's: verified, or verification is not required (requireEmail). */
  emailConfirmed: boolean;
}

@Injectable()
export class FirebaseAuthService implements OnApplicationShutdown {
  private readonly app: App;
  private readonly verified: TokenCache<{ user: AuthUser; expiresAt: number }>;
  private readonly requireVerifiedEmail: boolean;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    // firebase-admin reads the emulator address from the environment only.
    if (config.firebase.emulatorHost) process.env.FIREBASE_AUTH_EMULATOR_HOST = config.firebase.emulatorHost;
    else delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
    // A named app, so several API instances (tests) can live in one process.
    this.app = initializeApp({ projectId: config.firebase.projectId }, `studyhub-api-${randomUUID()}`);
    this.verified = new TokenCache(config.firebase.tokenCacheMs);
    this.requireVerifiedEmail = config.firebase.requireVerifiedEmail;
  }

  /**
   * Resolves the caller, or rejects when the token is malformed, expired or foreign, or its user
   * is disabled, deleted or has had their tokens revoked.
   */
  async verify(idToken: string): Promise<AuthUser> {
    const { user } = await this.verifyUntil(idToken);
    return user;
  }

  /** The caller and when their token expires (ms since the epoch): a long-lived stream ends then. */
  verifyUntil(idToken: string): Promise<{ user: AuthUser; expiresAt: number }> {
    return this.verified.get(
      idToken,
      () => this.check(idToken),
      (entry) => entry.expiresAt,
    );
  }

  private async check(idToken: string): Promise<{ user: AuthUser; expiresAt: number }> {
    const decoded: DecodedIdToken = await getAuth(this.app).verifyIdToken(idToken, true);
    const name = typeof decoded.name === 'string' && decoded.name.trim() !== '' ? decoded.name.trim() : undefined;
    // A verification shows in the next token (the client refreshes it), so a cached answer never
    // outlives the change.
    const emailConfirmed = decoded.email_verified === true || !this.requireVerifiedEmail;
    return { user: { uid: decoded.uid, email: decoded.email ?? '', name, emailConfirmed }, expiresAt: decoded.exp * 1000 };
  }

  async onApplicationShutdown(): Promise<void> {
    await deleteApp(this.app);
  }
}
