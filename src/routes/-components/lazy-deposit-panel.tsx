/**
 * The deposit panel, loaded only when the wallet is short, and not kept for offline use (money
 * needs a connection): a load that fails says so instead of breaking the page. Checkout and the
 * partner purchase page pay what the wallet lacks with it.
 */
import { Alert } from '@mantine/core';
import { lazy } from 'react';

export const DepositPanel = lazy(() =>
  import(/* online-only */ '@/features/wallet/deposit-panel').then(
    (module) => ({ default: module.DepositPanel }),
    () => ({ default: DepositNeedsConnection }),
  ),
);

function DepositNeedsConnection() {
  return (
    <Alert color="gray" role="status">
      Depositing needs a connection. Reload this page once you are back online: nothing was paid.
    </Alert>
  );
}
