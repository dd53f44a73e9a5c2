import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PHOTO_ID_MAX_BYTES, PHOTO_ID_MESSAGES, VERIFICATION_OUTCOMES } from '@contract/verification';
import * as account from '@contract/endpoints/account';
import * as verification from '@contract/endpoints/verification';
import type { ConnectIdCallback, LicenceCheck } from '@contract/schemas/verification';
import { DEMO_PASSWORD } from '../../db/seed';
import { apiTestApp, read } from '../../testing/api-helpers';
import { UNKNOWN_LICENCE } from '.';
import { sniffPhoto } from './photo-id';

type Methods = { type: string; status: string }[];
type Standing = { is_verified: boolean; methods: Methods };
type Customer = { is_verified: boolean; verification: { methods: Methods } };
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]);

async function signedIn(email: string) {
  const t = await apiTestApp();
  const { access_token: token } = (
    await read<{ access_token: string }>(await t.login({ email, password: DEMO_PASSWORD }))
  ).result;
  const mine = { token };
  const autoCheck = () => t.call(verification.autoCheck, {}, mine);
  const licence = (body: LicenceCheck) => t.call(verification.licence, { body }, mine);
  const startConnectId = () => t.call(verification.startConnectId, {}, mine);
  const finishConnectId = (body: ConnectIdCallback) => t.call(verification.finishConnectId, { body }, mine);
  const upload = (files: { name: string; type: string; bytes: Uint8Array<ArrayBuffer> }[]) =>
    t.call(
      verification.photoId,
      { body: { files: files.map((file) => new File([file.bytes], file.name, { type: file.type })) } },
      mine,
    );
  const overview = async (): Promise<Standing> => {
    const customer = (await read<Customer>(await t.call(account.customer, {}, mine))).result;
    return { is_verified: customer.is_verified, methods: customer.verification.methods };
  };
  const status = async (type: string) => (await overview()).methods.find((m) => m.type === type)?.status;
  return { t, autoCheck, licence, startConnectId, finishConnectId, upload, overview, status };
}

describe('identity verification', () => {
  it('matches an unverified customer the identity source knows, and says so in the overview', async () => {
    const { t, autoCheck, overview } = await signedIn('reset@luckydip.test');
    expect((await overview()).is_verified).toBe(false);
    const answer = await autoCheck();
    expect(answer.status).toBe(200);
    const body = await read<Standing>(answer);
    expect(body.result.is_verified).toBe(true);
    expect(body.messages[0]?.message).toBe(VERIFICATION_OUTCOMES.verified);
    expect((await overview()).is_verified).toBe(true);
    expect(t.config.sandbox).toBe(true);
  });

  it('records a failed automatic check for a customer it does not know, then verifies by licence', async () => {
    const { autoCheck, licence, status, overview } = await signedIn('verify@luckydip.test');
    expect(await status('auto_verification')).toBe('attempted');
    expect(await status('greenid_ui')).toBe('disabled');
    const refused = await autoCheck();
    expect(refused.status).toBe(422);
    expect((await read<null>(refused)).messages[0]?.message).toBe(VERIFICATION_OUTCOMES.autoNoMatch);

    const badNumber = await licence({
      licenceState: 'VIC',
      licenceNumber: 'no!',
      cardNumber: 'AB1234',
    });
    expect(badNumber.status).toBe(422);
    const unknown = await licence({
      licenceState: 'VIC',
      licenceNumber: UNKNOWN_LICENCE,
      cardNumber: 'AB1234',
    });
    expect(unknown.status).toBe(422);
    expect(await status('drivers_licence')).toBe('attempted');
    expect((await overview()).is_verified).toBe(false);
    const matched = await licence({
      licenceState: 'VIC',
      licenceNumber: '012345678',
      cardNumber: 'AB1234',
    });
    expect(matched.status).toBe(200);
    expect((await overview()).is_verified).toBe(true);
  });

  it('verifies through ConnectID only with the code the provider gave for this request', async () => {
    const { t, startConnectId, finishConnectId, status, overview } = await signedIn('verify@luckydip.test');
    const started = await read<{ authorisation_url: string }>(await startConnectId());
    expect(await status('connect_id')).toBe('pending');
    const url = new URL(started.result.authorisation_url, 'http://localhost');
    const state = url.searchParams.get('state')!;
    expect((await t.app.request(url.pathname + url.search)).status).toBe(200);

    const shared = await t.app.request('/api/sandbox/connectid/authorise', {
      method: 'POST',
      body: new URLSearchParams({ state, bank: 'ANZ', decision: 'share' }),
    });
    const back = new URL(shared.headers.get('location')!);
    expect(back.pathname).toBe('/account-verification');
    const code = back.searchParams.get('code')!;
    expect((await finishConnectId({ state, code: 'forged' })).status).toBe(422);
    // A refused code ends the request: it cannot be guessed at again.
    expect((await finishConnectId({ state, code })).status).toBe(404);

    const again = await read<{ authorisation_url: string }>(await startConnectId());
    const next = new URL(again.result.authorisation_url, 'http://localhost').searchParams.get('state')!;
    const nextBack = await t.app.request('/api/sandbox/connectid/authorise', {
      method: 'POST',
      body: new URLSearchParams({ state: next, decision: 'share' }),
    });
    const nextCode = new URL(nextBack.headers.get('location')!).searchParams.get('code')!;
    expect((await finishConnectId({ state: next, code: nextCode })).status).toBe(200);
    expect((await overview()).is_verified).toBe(true);
  });

  it('keeps photo ID outside the web root for review and refuses what is not a photo', async () => {
    const { t, upload, status, overview } = await signedIn('verify@luckydip.test');
    const notImage = await upload([
      { name: 'id.jpg', type: 'image/jpeg', bytes: new TextEncoder().encode('%PDF-1.7') },
    ]);
    expect(notImage.status).toBe(422);
    expect((await read<null>(notImage)).errors?.files?.[0]?.message).toBe(PHOTO_ID_MESSAGES.notImage);
    const tooBig = new Uint8Array(PHOTO_ID_MAX_BYTES + 1);
    tooBig.set(JPEG);
    expect((await upload([{ name: 'big.jpg', type: 'image/jpeg', bytes: tooBig }])).status).toBe(422);
    expect(await status('photo_id_upload')).toBe('not_attempted');

    const accepted = await upload([{ name: 'front.txt', type: 'text/plain', bytes: JPEG }]);
    expect(accepted.status).toBe(200);
    expect(await status('photo_id_upload')).toBe('pending');
    expect((await overview()).is_verified).toBe(false);
    const [document] = await t.db.selectFrom('verification_documents').selectAll().execute();
    expect(document).toMatchObject({ media_type: 'image/jpeg', byte_size: JPEG.byteLength });
    const stored = join(t.config.dataDir, 'verification-uploads', document!.stored_name);
    expect(existsSync(stored)).toBe(true);
    expect(readFileSync(stored)).toEqual(Buffer.from(JPEG));
    expect(stored.startsWith(t.config.distDir)).toBe(false);
  });

  it('refuses a visitor', async () => {
    const t = await apiTestApp();
    expect((await t.call(verification.autoCheck, {})).status).toBe(401);
  });

  it('reads the photo type from its bytes', () => {
    expect(sniffPhoto(JPEG)).toBe('image/jpeg');
    expect(sniffPhoto(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('image/png');
    expect(sniffPhoto(new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp');
    expect(sniffPhoto(new TextEncoder().encode('\0\0\0\x18ftypheic'))).toBe('image/heic');
    expect(sniffPhoto(new TextEncoder().encode('GIF89a'))).toBeUndefined();
    expect(sniffPhoto(new Uint8Array())).toBeUndefined();
  });
});
