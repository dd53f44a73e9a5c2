import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { LoginPage } from '../features/auth/login-page';
import { SESSION_EXPIRED } from '../features/auth/session-paths';
import { SitePageMeta } from '../features/config/site-page-meta';
import { safeRedirect } from '../lib/safe-redirect';
import { useFinishSignIn, useHelpLinks, useSignInSettings } from './-components/finish-sign-in';

export const Route = createFileRoute('/login')({
  validateSearch: (search: Record<string, unknown>) => ({
    redirect: safeRedirect(search.redirect),
    expired: search.expired === 1 || search.expired === '1' ? 1 : undefined,
  }),
  component: LoginRoute,
});

// By id, so the lazy component does not pull this file into a shared chunk.
const route = getRouteApi('/login');

function LoginRoute() {
  const { redirect, expired } = route.useSearch();
  const onSignedIn = useFinishSignIn(redirect);
  const { rememberForDays } = useSignInSettings();
  const { support } = useHelpLinks();
  return (
    <>
      <SitePageMeta title="Log in" path="/login" />
      <LoginPage
        onSignedIn={(session) => void onSignedIn(session)}
        rememberForDays={rememberForDays}
        supportHref={support}
        notice={expired ? SESSION_EXPIRED : undefined}
      />
    </>
  );
}
