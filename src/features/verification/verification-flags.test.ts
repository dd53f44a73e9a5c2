import { describe, expect, it } from 'vitest';
import type { VerificationMethod } from '@contract/schemas/verification';
import { offers, verificationFlags } from './verification-flags';

const methods = (statuses: Partial<Record<VerificationMethod['type'], VerificationMethod['status']>>) =>
  Object.entries(statuses).map(([type, status]) => ({ type, status }) as VerificationMethod);

describe('verification flags', () => {
  it('is pending when a way other than photo upload waits, and tells photo ID apart', () => {
    expect(verificationFlags(methods({ connect_id: 'pending' }))).toMatchObject({
      isPending: true,
      photoIdPending: false,
    });
    expect(verificationFlags(methods({ photo_id_upload: 'pending', connect_id: 'attempted' }))).toMatchObject(
      {
        isPending: false,
        photoIdPending: true,
      },
    );
    expect(verificationFlags(methods({ auto_verification: 'in_progress' })).isPending).toBe(false);
  });

  it('keeps the automatic check and the licence check attempted apart', () => {
    expect(
      verificationFlags(methods({ auto_verification: 'attempted', drivers_licence: 'not_attempted' })),
    ).toEqual({
      isPending: false,
      photoIdPending: false,
      autoVerificationAttempted: true,
      driversLicenceAttempted: false,
    });
    expect(verificationFlags(methods({ drivers_licence: 'attempted' }))).toMatchObject({
      autoVerificationAttempted: false,
      driversLicenceAttempted: true,
    });
  });

  it('offers only the ways that are not disabled, and none that are missing', () => {
    const some = methods({ greenid_ui: 'disabled', connect_id: 'not_attempted' });
    expect(offers(some, 'connect_id')).toBe(true);
    expect(offers(some, 'greenid_ui')).toBe(false);
    expect(offers(some, 'pdf_form')).toBe(false);
  });
});
