/**
 * Connecting a PayPal account (spec 3 §7, POST /funds/pl/braintree): the customer leaves for
 * PayPal's approval page and comes back to this page with a one-time token in the address, which is
 * saved as their PayPal fund and then taken out of the address (it is used once, and not for sharing).
 */
import { Alert, Button } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { Fund } from '@contract/schemas/wallet';
import { walletMutations, walletQueries } from './queries';

type Outcome = 'saved' | 'cancelled' | 'failed' | null;

/** What PayPal's page sent the customer back with, read once: this page renders only in the browser. */
function readReturn(): { token: string | null; cancelled: boolean } {
  const search = new URLSearchParams(window.location.search);
  return { token: search.get('paypal_token'), cancelled: search.get('paypal') === 'cancelled' };
}

export function PaypalConnect({
  customerId,
  onSaved,
}: {
  customerId: string;
  onSaved?: (fund: Fund) => void;
}) {
  const { data: gateways } = useQuery(walletQueries.cardGateways(customerId));
  // PayPal is taken through Braintree whichever gateway takes cards (spec 3 §7: POST /funds/pl/braintree).
  const save = useMutation(walletMutations.addPaypal(customerId, 'braintree'));
  const [returned] = useState(readReturn);
  const [outcome, setOutcome] = useState<Outcome>(returned.cancelled ? 'cancelled' : null);
  const handled = useRef(false);
  const { mutateAsync } = save;

  useEffect(() => {
    if (handled.current || (!returned.token && !returned.cancelled)) return;
    handled.current = true;
    const address = new URL(window.location.href);
    address.searchParams.delete('paypal_token');
    address.searchParams.delete('paypal');
    window.history.replaceState(window.history.state, '', address.pathname + address.search);
    if (returned.token)
      void mutateAsync(returned.token).then(
        (fund) => {
          setOutcome('saved');
          onSaved?.(fund);
        },
        () => setOutcome('failed'),
      );
  }, [returned, mutateAsync, onSaved]);

  const approval = gateways?.paypalApprovalUrl;
  return (
    <>
      {outcome === 'saved' && <Alert color="green">Your PayPal account has been connected.</Alert>}
      {outcome === 'cancelled' && <Alert color="gray">PayPal was not connected.</Alert>}
      {outcome === 'failed' && (
        <Alert color="red" role="alert">
          Your PayPal account could not be connected. Please try again.
        </Alert>
      )}
      {approval && (
        <Button
          variant="subtle"
          loading={save.isPending}
          onClick={() =>
            window.location.assign(`${approval}?return=${encodeURIComponent(window.location.pathname)}`)
          }
        >
          Connect PayPal
        </Button>
      )}
    </>
  );
}
