import { withElements, type RemoteRoutesModule } from '@studyhub/mf-config';
import { ForgotPasswordPage } from './forgot-password/forgot-password-page.js';
import { LoginPage } from './login/login-page.js';
import { ProfilePage } from './profile/profile-page.js';
import { RegisterPage } from './register/register-page.js';
import { ROUTE_TABLE } from './route-table.js';

/** The account area: mounted by the shell inside its layout, store, router and theme. */
export default {
  routes: withElements(ROUTE_TABLE, {
    login: <LoginPage />,
    register: <RegisterPage />,
    forgotPassword: <ForgotPasswordPage />,
    profile: <ProfilePage />,
  }),
} satisfies RemoteRoutesModule;
