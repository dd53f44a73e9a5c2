import { createFileRoute } from '@tanstack/react-router';
import { useFinishSignIn } from '@/features/auth/finish-sign-in';
import { LoginPage } from '@/features/auth/login-page';
import { signInSearch } from '@/features/auth/route-params';
import { usePageOpen } from '@/features/capabilities/capability-gate';
import { SitePageMeta } from '@/features/config/site-page-meta';
import { useSignInSettings } from '@/features/config/sign-in-settings';
import { useHelpLinks } from '@/features/content/help-links';
import { useSocialProviders } from '@/routes/-components/use-social-providers';

/** Sign-in on the way to paying: back to the cart's buy step afterwards unless told otherwise. */
export const Route = createFileRoute('/checkout/login')({
  staticData: { offline: true },
  validateSearch: signInSearch('/cart/buy'),
  component: CheckoutLoginRoute,
});

function CheckoutLoginRoute() {
  const { redirect } = Route.useSearch();
  const { rememberForDays, sessionSeconds } = useSignInSettings();
  const onSignedIn = useFinishSignIn(redirect, sessionSeconds);
  const socialProviders = useSocialProviders();
  const { support } = useHelpLinks();
  return (
    <>
      <SitePageMeta title="Log in to check out" />
      <LoginPage
        onSignedIn={(session) => void onSignedIn(session)}
        rememberForDays={rememberForDays}
        supportHref={support}
        notice="Log in to finish your purchase. Your cart is kept."
        target={redirect}
        socialProviders={socialProviders}
        registration={usePageOpen('/signup')}
      />
    </>
  );
}
