import { createFileRoute } from '@tanstack/react-router';
import { LoginSecurityPage } from '@/features/account/login-security-page';
import { accountQueries } from '@/features/account/queries';
import { SitePageMeta } from '@/features/config/site-page-meta';
import { useSignInSettings } from '@/features/config/sign-in-settings';
import { useHelpLinks } from '@/features/content/help-links';

export const Route = createFileRoute('/_customer/my-account/login-and-security')({
  loader: ({ context: { queryClient, customerId } }) =>
    Promise.all([
      queryClient.ensureQueryData(accountQueries.twoFactor(customerId)),
      queryClient.ensureQueryData(accountQueries.details(customerId)),
    ]),
  component: LoginAndSecurity,
});

function LoginAndSecurity() {
  const { customerId } = Route.useRouteContext();
  const { rememberForDays } = useSignInSettings();
  const { support } = useHelpLinks();
  return (
    <>
      <SitePageMeta title="Login and security" path="/my-account/login-and-security" />
      <LoginSecurityPage customerId={customerId} supportHref={support} rememberForDays={rememberForDays} />
    </>
  );
}
