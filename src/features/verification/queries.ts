/**
 * The verification calls (spec 1 §7) on the customer-verify service. Every answer, a match or
 * not, changes where the customer stands, and being verified lifts the cart's hold: so whatever
 * the outcome, everything read about this customer is read again. The pages show the outcomes
 * themselves, so the server's messages are not also queued as toasts.
 */
import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import type { LicenceCheck, VerificationResult } from '@contract/schemas/verification';
import { customerVerifyApi } from '@/api';
import { customerKey } from '@/lib/customer-key';

const verifyCall = <Variables>(
  customerId: string,
  send: (variables: Variables) => Promise<VerificationResult>,
) =>
  mutationOptions({
    mutationFn: send,
    onSettled: (_result, _error, _variables, _context, { client }: { client: QueryClient }) =>
      client.invalidateQueries({ queryKey: customerKey(customerId) }),
  });

const post = (path: string, body?: unknown) =>
  customerVerifyApi.send<VerificationResult>(path, { method: 'POST', body: body ?? {}, quiet: true });

export const verificationMutations = {
  autoCheck: (customerId: string) => verifyCall(customerId, () => post('/customer/verify')),
  licence: (customerId: string) =>
    verifyCall(customerId, (licence: LicenceCheck) => post('/customer/verification/licence', licence)),
  /** ConnectID's answer, brought back to /account-verification from the identity exchange. */
  finishConnectId: (customerId: string) =>
    verifyCall(customerId, (answer: { state: string; code?: string; error?: string }) =>
      post('/customer/verification/connectid/callback', answer),
    ),
  photoId: (customerId: string) =>
    verifyCall(customerId, ({ files }: { files: File[] }) => {
      const form = new FormData();
      for (const file of files) form.append('files', file);
      return customerVerifyApi.send<VerificationResult>('/customer/verification', {
        method: 'POST',
        files: form,
        quiet: true,
      });
    }),
};

/** Sends the customer to share their details through ConnectID; they come back to the app. */
export async function startConnectId(): Promise<void> {
  const { authorisationUrl } = await customerVerifyApi.send<{ authorisationUrl: string }>(
    '/customer/verification/connectid',
    { method: 'POST', body: {} },
  );
  window.location.assign(authorisationUrl);
}
