import { Global, Module } from '@nestjs/common';
import { FirebaseAuthGuard, OptionalFirebaseAuthGuard } from './firebase-auth.guard.js';
import { FirebaseAuthService } from './firebase-auth.service.js';

/** Identity for every feature module: the token verifier and the guard that uses it. */
@Global()
@Module({
  providers: [FirebaseAuthService, FirebaseAuthGuard, OptionalFirebaseAuthGuard],
  exports: [FirebaseAuthService, FirebaseAuthGuard, OptionalFirebaseAuthGuard],
})
export class AuthModule {}
