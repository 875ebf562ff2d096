export { SubscribeForm } from './components/subscribe-form';
export { useSubscribe, type SubscribeState } from './use-subscribe';
