import { configureStore } from '@reduxjs/toolkit';
import { describe, expect, test } from '@jest/globals';
import { ROUTES } from '@studyhub/contracts';
import { lightTheme } from '@studyhub/ui';
import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { LoginPage } from '../login/login-page';
import { RegisterPage } from '../register/register-page';
import { authReducer, userChanged } from '@studyhub/auth';

// The real SDK's Node build needs fetch, which jsdom lacks; no call reaches it in these tests.
jest.mock('firebase/auth', () => ({}));

const ada = {
  uid: 'demo-ada',
  email: 'ada@studyhub.test',
  displayName: 'Ada',
  photoURL: null,
  providerId: 'password',
  emailVerified: true,
};

function open(path: string, page: ReactElement, { signedIn, from }: { signedIn: boolean; from?: string }) {
  const store = configureStore({ reducer: { auth: authReducer } });
  store.dispatch(userChanged(signedIn ? ada : null));
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[{ pathname: path, state: from ? { from } : undefined }]}>
        <ThemeProvider theme={lightTheme}>
          <Routes>
            <Route path={path} element={page} />
            <Route path={ROUTES.home} element={<p>Home page</p>} />
            <Route path={ROUTES.myGroup} element={<p>My group page</p>} />
          </Routes>
        </ThemeProvider>
      </MemoryRouter>
    </Provider>,
  );
}

describe('a signed-in user opening a form for guests', () => {
  test('is sent home from the login page', () => {
    open(ROUTES.login, <LoginPage />, { signedIn: true });
    expect(screen.getByText('Home page')).toBeInTheDocument();
  });

  test('is sent on to where the guard stopped them', () => {
    open(ROUTES.login, <LoginPage />, { signedIn: true, from: ROUTES.myGroup });
    expect(screen.getByText('My group page')).toBeInTheDocument();
  });

  test('is sent home from the register page', () => {
    open(ROUTES.register, <RegisterPage />, { signedIn: true });
    expect(screen.getByText('Home page')).toBeInTheDocument();
  });

  test('a guest sees the form', () => {
    open(ROUTES.login, <LoginPage />, { signedIn: false });
    expect(screen.getByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
  });
});
