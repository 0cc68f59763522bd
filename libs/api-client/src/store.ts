import { configureStore } from '@reduxjs/toolkit';
import { authReducer } from '@studyhub/auth';
import { api } from './api.js';

/** Created once by the shell; remotes reach it through react-redux (a federation singleton). */
export function createAppStore() {
  return configureStore({
    reducer: { [api.reducerPath]: api.reducer, auth: authReducer },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
