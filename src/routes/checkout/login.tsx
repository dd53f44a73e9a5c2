import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { LoginPage } from '../../features/auth/login-page';
import { SitePageMeta } from '../../features/config/site-page-meta';
import { safeRedirect } from '../../lib/safe-redirect';
import { useFinishSignIn, useHelpLinks, useSignInSettings } from '../-components/finish-sign-in';

/** Sign-in on the way to paying: back to the cart's buy step afterwards unless told otherwise. */
export const Route = createFileRoute('/checkout/login')({
  validateSearch: (search: Record<string, unknown>) => ({
    redirect: safeRedirect(search.redirect, '/cart/buy'),
  }),
  component: CheckoutLoginRoute,
});

// By id, so the lazy component does not pull this file into a shared chunk.
const route = getRouteApi('/checkout/login');

function CheckoutLoginRoute() {
  const { redirect } = route.useSearch();
  const onSignedIn = useFinishSignIn(redirect);
  const { rememberForDays } = useSignInSettings();
  const { support } = useHelpLinks();
  return (
    <>
      <SitePageMeta title="Log in to check out" path="/checkout/login" />
      <LoginPage
        onSignedIn={(session) => void onSignedIn(session)}
        rememberForDays={rememberForDays}
        supportHref={support}
        notice="Log in to finish your purchase. Your cart is kept."
      />
    </>
  );
}
