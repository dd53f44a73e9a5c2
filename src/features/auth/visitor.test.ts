// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cookieVisitor } from './visitor';

/** A change from elsewhere (a response's Set-Cookie, another tab) arrives in a task of its own. */
const fromElsewhere = async (...cookies: string[]) => {
  for (const cookie of cookies) document.cookie = cookie;
  await new Promise((resolve) => setTimeout(resolve, 0));
};

const clear = () => {
  for (const name of ['customer_token', 'customer_id', 'customer_segment_name'])
    document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
};

describe('the visitor from the cookies', () => {
  afterEach(clear);

  it('follows the cookies as they change, and ignores a tampered value', async () => {
    expect(cookieVisitor.customerId()).toBeUndefined();
    await fromElsewhere('customer_token=abc; path=/', 'customer_id=C-1001; path=/');
    expect(cookieVisitor.customerId()).toBe('C-1001');
    await fromElsewhere('customer_segment_name=vip; path=/');
    expect(cookieVisitor.segmentName()).toBe('vip');
    await fromElsewhere('customer_id=<script>; path=/');
    expect(cookieVisitor.customerId()).toBeUndefined();
    clear();
    await fromElsewhere();
    expect(cookieVisitor.customerId()).toBeUndefined();
  });
});
