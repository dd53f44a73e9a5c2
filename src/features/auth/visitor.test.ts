// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cookieVisitor } from './visitor';

const clear = () => {
  for (const name of ['customer_token', 'customer_id', 'customer_segment_name'])
    document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
};

describe('the visitor from the cookies', () => {
  afterEach(clear);

  it('follows the cookies as they change, and ignores a tampered value', () => {
    expect(cookieVisitor.customerId()).toBeUndefined();
    document.cookie = 'customer_token=abc; path=/';
    document.cookie = 'customer_id=C-1001; path=/';
    expect(cookieVisitor.customerId()).toBe('C-1001');
    document.cookie = 'customer_segment_name=vip; path=/';
    expect(cookieVisitor.segmentName()).toBe('vip');
    document.cookie = 'customer_id=<script>; path=/';
    expect(cookieVisitor.customerId()).toBeUndefined();
    clear();
    expect(cookieVisitor.customerId()).toBeUndefined();
  });
});
