import { ANALYTICS_LIMITS } from '../schemas/analytics';
import { TRACKING_LIMITS } from './limits';

it('cuts and batches to exactly what the API accepts', () => {
  expect(TRACKING_LIMITS).toEqual(ANALYTICS_LIMITS);
});
