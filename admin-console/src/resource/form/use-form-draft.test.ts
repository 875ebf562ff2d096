import { act, renderHook } from '@testing-library/react';
import { draftKey, useFormDraft } from './use-form-draft';

afterEach(() => sessionStorage.clear());

it('keys drafts by resource and item', () => {
  expect(draftKey('services')).toBe('draft:services:new');
  expect(draftKey('services', 'abc1234')).toBe('draft:services:abc1234');
});

it('stores dirty values and forgets them when the form is clean again', () => {
  const { rerender } = renderHook(({ values, dirty }) => useFormDraft('draft:x:new', values, dirty), {
    initialProps: { values: { title: 'A' }, dirty: true },
  });
  expect(JSON.parse(sessionStorage.getItem('draft:x:new') ?? 'null')).toEqual({ title: 'A' });
  rerender({ values: { title: '' }, dirty: false });
  expect(sessionStorage.getItem('draft:x:new')).toBeNull();
});

it('offers an existing draft and keeps it until it is restored or discarded', () => {
  sessionStorage.setItem('draft:x:new', JSON.stringify({ title: 'Saved' }));
  const { result } = renderHook(() => useFormDraft('draft:x:new', { title: '' }, false));
  expect(result.current.offer).toEqual({ title: 'Saved' });
  expect(sessionStorage.getItem('draft:x:new')).not.toBeNull();

  let restored: unknown;
  act(() => {
    restored = result.current.restore();
  });
  expect(restored).toEqual({ title: 'Saved' });
  expect(result.current.offer).toBeNull();
});

it('discard and clear remove the stored draft', () => {
  sessionStorage.setItem('draft:x:new', JSON.stringify({ title: 'Saved' }));
  const { result } = renderHook(() => useFormDraft('draft:x:new', { title: '' }, false));
  act(() => result.current.discard());
  expect(sessionStorage.getItem('draft:x:new')).toBeNull();
  expect(result.current.offer).toBeNull();
});

it('ignores a corrupt draft', () => {
  sessionStorage.setItem('draft:x:new', '{not json');
  const { result } = renderHook(() => useFormDraft('draft:x:new', { title: '' }, false));
  expect(result.current.offer).toBeNull();
});
