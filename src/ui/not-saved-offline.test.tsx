import { renderHook } from '@testing-library/react';
import { expect, it } from 'vitest';
import { ApiError } from '@/api/errors';
import { useWaitsOffline } from './not-saved-offline';

const failed = (kind: 'network' | 'http') => ({
  fetchStatus: 'idle',
  data: undefined,
  isError: true,
  error: new ApiError({ status: kind === 'http' ? 503 : 500, url: '/orders/1', message: 'x', kind }),
});

it('counts a call nothing answered as not saved, even while the browser thinks itself online', () => {
  expect(navigator.onLine).toBe(true);
  expect(renderHook(() => useWaitsOffline(failed('network'))).result.current).toBe(true);
  // The server answered: an error to show as one, not a page missing from the device.
  expect(renderHook(() => useWaitsOffline(failed('http'))).result.current).toBe(false);
  expect(renderHook(() => useWaitsOffline({ ...failed('network'), data: { id: 1 } })).result.current).toBe(
    false,
  );
});
