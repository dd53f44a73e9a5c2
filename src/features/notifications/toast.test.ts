import { describe, expect, it } from 'vitest';
import { OK_GOT_IT, TOAST_AUTO_CLOSE_MS, TOAST_WIDTH, hasDismissCross } from './toast';

describe('toasts', () => {
  it('show a dismiss cross only with an "Ok, got it" action', () => {
    expect(hasDismissCross({ actions: [{ id: 'ok', text: OK_GOT_IT }] })).toBe(true);
    expect(hasDismissCross({ actions: [{ id: 'view', text: 'View ticket', link: '/x' }] })).toBe(false);
    expect(hasDismissCross({ actions: [] })).toBe(false);
  });

  it('close after 10 seconds and are 400 px wide', () => {
    expect(TOAST_AUTO_CLOSE_MS).toBe(10_000);
    expect(TOAST_WIDTH).toBe(400);
    expect(OK_GOT_IT).toBe('Ok, got it');
  });
});
