import { describeChange } from './format';

it('says how a figure compares with the period before in words', () => {
  expect(describeChange(27, 24, 30)).toEqual({ change: '+12.5%', rest: 'on the previous 30 days' });
  expect(describeChange(18, 24, 30)).toEqual({ change: '-25%', rest: 'on the previous 30 days' });
  expect(describeChange(27, 0, 30)).toEqual({ change: 'New:', rest: 'none in the previous 30 days' });
  expect(describeChange(5, 5, 7)).toEqual({ change: '', rest: 'Same as the previous 7 days' });
  expect(describeChange(2, 1, 1)).toEqual({ change: '+100%', rest: 'on the previous day' });
});
