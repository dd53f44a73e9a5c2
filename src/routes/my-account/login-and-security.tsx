import { createFileRoute } from '@tanstack/react-router';
import { LoginSecurityPage } from '../../features/account/login-security-page';
import { accountQueries } from '../../features/account/queries';
import { SitePageMeta } from '../../features/config/site-page-meta';
import { useHelpLinks, useSignInSettings } from '../-components/finish-sign-in';

export const Route = createFileRoute('/my-account/login-and-security')({
  loader: ({ context: { queryClient } }) =>
    Promise.all([
      queryClient.ensureQueryData(accountQueries.twoFactor()),
      queryClient.ensureQueryData(accountQueries.details()),
    ]),
  component: function LoginAndSecurity() {
    const { rememberForDays } = useSignInSettings();
    const { support } = useHelpLinks();
    return (
      <>
        <SitePageMeta title="Login and security" path="/my-account/login-and-security" />
        <LoginSecurityPage supportHref={support} rememberForDays={rememberForDays} />
      </>
    );
  },
});
