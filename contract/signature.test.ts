import { describe, expect, it, vi } from 'vitest';
import { SIGNATURE_MAX_SKEW_SECONDS, signRequest, verifySignature, type SignatureInput } from './signature';

const SECRET = 'test-secret';
const NOW = 1_790_000_000;
const input: SignatureInput = {
  method: 'POST',
  pathWithQuery: '/api/v2/login?remember=1',
  timestamp: String(NOW),
  body: '{"email":"demo@luckydip.test"}',
};

describe('request signature', () => {
  it('is a 64-digit hex HMAC that verifies with the same inputs', async () => {
    const signature = await signRequest(SECRET, input);
    expect(signature).toMatch(/^[0-9a-f]{64}$/);
    expect(await verifySignature(SECRET, input, signature, NOW)).toBe('ok');
  });

  it('imports each secret once, and signs with the key of the secret it is given', async () => {
    const importKey = vi.spyOn(crypto.subtle, 'importKey');
    try {
      const first = await signRequest('once-secret', input);
      expect(await signRequest('once-secret', input)).toBe(first);
      expect(importKey).toHaveBeenCalledTimes(1);
      expect(await signRequest('other-secret', input)).not.toBe(first);
      expect(importKey).toHaveBeenCalledTimes(2);
    } finally {
      importKey.mockRestore();
    }
  });

  it('refuses a tampered body, path, method or secret', async () => {
    const signature = await signRequest(SECRET, input);
    expect(await verifySignature(SECRET, { ...input, body: '{"email":"x@y.z"}' }, signature, NOW)).toBe(
      'mismatch',
    );
    expect(await verifySignature(SECRET, { ...input, pathWithQuery: '/api/v2/login' }, signature, NOW)).toBe(
      'mismatch',
    );
    expect(await verifySignature(SECRET, { ...input, method: 'PUT' }, signature, NOW)).toBe('mismatch');
    expect(await verifySignature('other', input, signature, NOW)).toBe('mismatch');
  });

  it('refuses a stale or missing timestamp', async () => {
    const signature = await signRequest(SECRET, input);
    expect(await verifySignature(SECRET, input, signature, NOW + SIGNATURE_MAX_SKEW_SECONDS + 1)).toBe(
      'stale',
    );
    expect(await verifySignature(SECRET, input, signature, NOW - SIGNATURE_MAX_SKEW_SECONDS - 1)).toBe(
      'stale',
    );
    expect(await verifySignature(SECRET, { ...input, timestamp: '' }, signature, NOW)).toBe('stale');
    expect(await verifySignature(SECRET, input, signature, NOW + SIGNATURE_MAX_SKEW_SECONDS)).toBe('ok');
  });
});
