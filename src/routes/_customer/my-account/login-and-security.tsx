import { createFileRoute, getRouteApi } from '@tanstack/react-router';
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

// By id, so the lazy component does not pull this file into a shared chunk.
const route = getRouteApi('/_customer/my-account/login-and-security');

function LoginAndSecurity() {
  const { customerId } = route.useRouteContext();
  const { rememberForDays } = useSignInSettings();
  const { support } = useHelpLinks();
  return (
    <>
      <SitePageMeta title="Login and security" path="/my-account/login-and-security" />
      <LoginSecurityPage customerId={customerId} supportHref={support} rememberForDays={rememberForDays} />
    </>
  );
}
