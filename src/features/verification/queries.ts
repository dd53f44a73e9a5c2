/**
 * The verification calls (spec 1 §7) on the customer-verify service. Every answer, a match or
 * not, changes where the customer stands, and being verified lifts the cart's hold: so whatever
 * the outcome, everything read about this customer is read again. The pages show the outcomes
 * themselves, so the server's messages are not also queued as toasts.
 */
import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import * as endpoints from '@contract/endpoints/verification';
import type { LicenceCheck, VerificationResult } from '@contract/schemas/verification';
import { call } from '@/api/call';
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

export const verificationMutations = {
  autoCheck: (customerId: string) => verifyCall(customerId, () => call(endpoints.autoCheck, { quiet: true })),
  licence: (customerId: string) =>
    verifyCall(customerId, (licence: LicenceCheck) =>
      call(endpoints.licence, { body: licence, quiet: true }),
    ),
  /** ConnectID's answer, brought back to /account-verification from the identity exchange. */
  finishConnectId: (customerId: string) =>
    verifyCall(customerId, (answer: { state: string; code?: string; error?: string }) =>
      call(endpoints.finishConnectId, { body: answer, quiet: true }),
    ),
  photoId: (customerId: string) =>
    verifyCall(customerId, ({ files }: { files: File[] }) =>
      call(endpoints.photoId, { body: { files }, quiet: true }),
    ),
};

/** Sends the customer to share their details through ConnectID; they come back to the app. */
export async function startConnectId(): Promise<void> {
  const { authorisationUrl } = await call(endpoints.startConnectId);
  window.location.assign(authorisationUrl);
}
