export {
  createStore,
  type AppStore,
  type AppDispatch,
  type RootState,
  type CreateStoreOptions,
} from './store';
export { useAppDispatch, useAppSelector } from './hooks';
// The store's React binding comes with the store: react-redux is not a federation singleton of its own but lives
// inside this package (like Redux Toolkit), so the Provider and the hooks are always the same copy.
export { Provider as StoreProvider } from 'react-redux';
