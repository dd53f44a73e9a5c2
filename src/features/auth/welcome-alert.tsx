/**
 * The new customer's welcome (issue 62, point 5): on the first page an account opens onto,
 * whichever it is (home, the checkout they came from, their account), once. The sign-up's flag
 * (./new-signup.ts) is spent as it shows. Loaded only for a new customer, online as sign-up is.
 */
import { Alert, Container } from '@mantine/core';
import { useEffect, useState } from 'react';
import { NavLinkTo } from '@/ui/nav-link-to';
import { welcomed } from './new-signup';

export default function WelcomeAlert({ firstname }: { firstname: string }) {
  const [shown, setShown] = useState(true);
  useEffect(welcomed, []);
  if (!shown) return null;
  return (
    <Container size="lg" pt="md">
      <Alert
        title={`Welcome to Lucky Dip, ${firstname}`}
        withCloseButton
        closeButtonLabel="Dismiss welcome"
        onClose={() => setShown(false)}
      >
        Your account is open, and we have emailed you how to get started. Your results and tickets will be in{' '}
        <NavLinkTo to="/my-account">your account</NavLinkTo>, even offline. You can set a{' '}
        <NavLinkTo to="/my-account/spend-limits">spending limit</NavLinkTo> at any time.
      </Alert>
    </Container>
  );
}
