import { authErrorMessage, signOutUser } from '@studyhub/auth';
import { MESSAGES, ROUTES, TIMINGS } from '@studyhub/contracts/web';
import { showAlert } from '@studyhub/ui';
import { useDispatch } from 'react-redux';
import { useNavigate } from '@studyhub/router';
import { SHELL_TEXTS } from '../shell.texts.js';

/** 'Success' / 'Logged Out successful!' then the login page; 'Error' on failure. */
export function useLogout() {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  return async () => {
    try {
      await signOutUser(dispatch);
      void showAlert({
        title: SHELL_TEXTS.logoutTitle,
        text: SHELL_TEXTS.logoutSuccess,
        icon: 'success',
        timer: TIMINGS.successMessage,
      });
      navigate(ROUTES.login, { replace: true });
    } catch (error) {
      await showAlert({ title: MESSAGES.auth.errorTitle, text: authErrorMessage(error), icon: 'error' });
    }
  };
}
