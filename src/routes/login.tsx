import { createFileRoute } from '@tanstack/react-router';
import { useFinishSignIn } from '@/features/auth/finish-sign-in';
import { LoginPage } from '@/features/auth/login-page';
import { loginSearch } from '@/features/auth/route-params';
import { SESSION_EXPIRED } from '@/features/auth/session-paths';
import { usePageOpen } from '@/features/capabilities/capability-gate';
import { SitePageMeta } from '@/features/config/site-page-meta';
import { useSignInSettings } from '@/features/config/sign-in-settings';
import { useHelpLinks } from '@/features/content/help-links';
import { deviceCustomer } from '@/lib/persisted-cache';
import { NavLinkTo } from '@/ui/nav-link-to';
import { useSocialProviders } from '@/routes/-components/use-social-providers';

export const Route = createFileRoute('/login')({
  staticData: { offline: true },
  validateSearch: loginSearch,
  component: LoginRoute,
});

/**
 * After a session that ran out, the customer's kept tickets are still on the device to read (not
 * prerendered: /login is the shell's, so reading the device here cannot upset hydration).
 */
function ExpiredNotice() {
  return (
    <>
      {SESSION_EXPIRED}
      {deviceCustomer() && (
        <>
          {' '}
          <NavLinkTo to="/my-account/upcoming-tickets/{-$page}" params={{ page: 1 }}>
            See your tickets as saved on this device
          </NavLinkTo>
        </>
      )}
    </>
  );
}

function LoginRoute() {
  const { redirect, expired } = Route.useSearch();
  const { rememberForDays, sessionSeconds } = useSignInSettings();
  const onSignedIn = useFinishSignIn(redirect, sessionSeconds);
  const socialProviders = useSocialProviders();
  const { support } = useHelpLinks();
  return (
    <>
      <SitePageMeta title="Log in" />
      <LoginPage
        onSignedIn={(session) => void onSignedIn(session)}
        rememberForDays={rememberForDays}
        supportHref={support}
        notice={expired ? <ExpiredNotice /> : undefined}
        target={redirect}
        socialProviders={socialProviders}
        registration={usePageOpen('/signup')}
      />
    </>
  );
}
