import { Container, Skeleton, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import type { CustomerDetails, CustomerOverview } from '@contract/schemas/accounts';
import { accountQueries } from '@/features/account/queries';
import { UpgradeForm } from '@/features/account/upgrade-form';
import { SitePageMeta } from '@/features/config/site-page-meta';
import { useSignInSettings } from '@/features/config/sign-in-settings';
import { VerifyAccountPanel } from '@/features/verification/verify-account-panel';

/**
 * /my-account/verify-account (spec 3 §2, verify ID capability): the ways to verify, and where each
 * stands. `?from=checkout` when the cart or checkout sent the customer here: once verified, they
 * continue to the checkout.
 */
export const Route = createFileRoute('/_customer/my-account/verify-account')({
  validateSearch: (search: { from?: string }): { from?: 'checkout' } =>
    search.from === 'checkout' ? { from: 'checkout' } : {},
  component: VerifyAccount,
});

function VerifyAccount() {
  const { customerId } = Route.useRouteContext();
  const { data: customer } = useQuery(accountQueries.customer(customerId));
  const { data: details } = useQuery(accountQueries.details(customerId));
  return (
    <Container size="sm" py="xl">
      <SitePageMeta title="Verify your account" />
      <Stack gap="md">
        <Title order={1}>Verify your account</Title>
        {customer && details ? (
          <Verify customerId={customerId} customer={customer} details={details} />
        ) : (
          <Skeleton height={420} />
        )}
      </Stack>
    </Container>
  );
}

function Verify({
  customerId,
  customer,
  details,
}: {
  customerId: string;
  customer: CustomerOverview;
  details: CustomerDetails;
}) {
  const { from } = Route.useSearch();
  const { minAge } = useSignInSettings();
  // The automatic check compares the home address, which sign-up does not ask for. Asked for as
  // the page opened, the form stays while the check that follows its saving runs.
  const [asksAddress] = useState(() => !(details.address && details.suburb && details.postcode));
  return (
    <VerifyAccountPanel
      customerId={customerId}
      customer={customer}
      fromCheckout={from === 'checkout'}
      addressStep={
        asksAddress
          ? (onSaved) => (
              <UpgradeForm
                customerId={customerId}
                minAge={minAge}
                onUpgraded={onSaved}
                submitLabel="Save and check my details"
              />
            )
          : undefined
      }
    />
  );
}
