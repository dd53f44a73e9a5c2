import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { SignupPage } from '../features/auth/signup-page';
import { CONFIG_DEFAULTS } from '../features/config/queries';
import { SitePageMeta } from '../features/config/site-page-meta';
import { safeRedirect } from '../lib/safe-redirect';
import { useFinishSignIn, useSignInSettings } from './-components/finish-sign-in';

export const Route = createFileRoute('/signup')({
  validateSearch: (search: Record<string, unknown>) => ({ redirect: safeRedirect(search.redirect) }),
  component: SignupRoute,
});

// By id, so the lazy component does not pull this file into a shared chunk.
const route = getRouteApi('/signup');

function SignupRoute() {
  const { redirect } = route.useSearch();
  const onSignedUp = useFinishSignIn(redirect);
  const { minAge } = useSignInSettings();
  return (
    <>
      <SitePageMeta title="Create your account" path="/signup" />
      <SignupPage minAge={minAge ?? CONFIG_DEFAULTS.minRegistrationAge} onSignedUp={onSignedUp} />
    </>
  );
}
