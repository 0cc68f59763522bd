import { ROUTES } from '@studyhub/contracts';
import type { RemoteRoutesModule } from '@studyhub/mf-config';
import { ForgotPasswordPage } from './forgot-password/forgot-password-page.js';
import { LoginPage } from './login/login-page.js';
import { ProfilePage } from './profile/profile-page.js';
import { RegisterPage } from './register/register-page.js';

/** The account area: mounted by the shell inside its layout, store, router and theme. */
export default {
  routes: [
    { path: ROUTES.login, element: <LoginPage /> },
    { path: ROUTES.register, element: <RegisterPage /> },
    { path: ROUTES.forgotPassword, element: <ForgotPasswordPage /> },
    // The shell wraps this in its guard (spinner while auth loads, login when signed out).
    { path: ROUTES.profile, handle: { requiresAuth: true }, element: <ProfilePage /> },
  ],
} satisfies RemoteRoutesModule;
