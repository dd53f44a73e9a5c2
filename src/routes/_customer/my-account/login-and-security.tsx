import { createFileRoute } from '@tanstack/react-router';
import { LoginSecurityPage } from '@/features/account/login-security-page';
import { accountQueries } from '@/features/account/queries';
import { SocialLogins } from '@/features/auth/social-logins';
import { socialQueries } from '@/features/auth/social-sign-in';
import { useQuery } from '@tanstack/react-query';
import { useSocialProviders } from '@/routes/-components/use-social-providers';
import { usePageOpen } from '@/features/capabilities/capability-gate';
import { SitePageMeta } from '@/features/config/site-page-meta';
import { useSignInSettings } from '@/features/config/sign-in-settings';
import { useHelpLinks } from '@/features/content/help-links';

export const Route = createFileRoute('/_customer/my-account/login-and-security')({
  loader: ({ context: { queryClient, customerId } }) =>
    Promise.all([
      queryClient.ensureQueryData(accountQueries.twoFactor(customerId)),
      queryClient.ensureQueryData(accountQueries.details(customerId)),
      queryClient.ensureQueryData(socialQueries.logins(customerId)),
    ]),
  component: LoginAndSecurity,
});

function LoginAndSecurity() {
  const { customerId } = Route.useRouteContext();
  const { rememberForDays } = useSignInSettings();
  const { support } = useHelpLinks();
  const providers = useSocialProviders();
  const { data: logins } = useQuery(socialQueries.logins(customerId));
  return (
    <>
      <SitePageMeta title="Login and security" />
      <LoginSecurityPage
        customerId={customerId}
        supportHref={support}
        rememberForDays={rememberForDays}
        hasPassword={logins?.hasPassword ?? true}
        signInWith={<SocialLogins customerId={customerId} providers={providers} />}
        mayClose={usePageOpen('/close-my-account')}
      />
    </>
  );
}
