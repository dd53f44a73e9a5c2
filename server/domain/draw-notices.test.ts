import { describe, expect, it } from 'vitest';
import { noticePath } from './draw-notices';

describe("a draw notice's page", () => {
  it("is the one order's own, a share's share page, or the past tickets when several orders played", () => {
    const ticket = { orderId: 7, share: false };
    expect(noticePath([ticket, ticket])).toBe('/my-account/past-tickets/ticket/7');
    expect(noticePath([{ orderId: 9, share: true }])).toBe('/my-account/syndicate-tickets/share/9');
    expect(noticePath([ticket, { orderId: 9, share: true }])).toBe('/my-account/past-tickets');
  });
});
