export {
  createStore,
  type AppStore,
  type AppDispatch,
  type RootState,
  type CreateStoreOptions,
} from './store';
export { useAppDispatch, useAppSelector } from './hooks';
