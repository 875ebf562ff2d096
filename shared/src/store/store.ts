import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { apiSlice } from '../api/base-api';
import { sessionReducer } from '../auth/session-slice';

const rootReducer = combineReducers({
  [apiSlice.reducerPath]: apiSlice.reducer,
  auth: sessionReducer,
});

export type RootState = ReturnType<typeof rootReducer>;

export interface CreateStoreOptions {
  preloadedState?: Partial<RootState>;
}

/** A factory rather than a singleton: the shell, each standalone remote and each test build their own. */
export function createStore({ preloadedState }: CreateStoreOptions = {}) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    // Dev-only checks; a higher threshold keeps slow CI machines from logging timing warnings.
    middleware: (getDefault) =>
      getDefault({ serializableCheck: { warnAfter: 200 }, immutableCheck: { warnAfter: 200 } }).concat(
        apiSlice.middleware,
      ),
  });
}

export type AppStore = ReturnType<typeof createStore>;
export type AppDispatch = AppStore['dispatch'];
