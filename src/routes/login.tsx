import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import type { SignedInSession } from '../features/auth/auth-api';
import { customerJar, writeCustomerCookies } from '../features/auth/customer-cookies';
import { LoginPage } from '../features/auth/login-page';
import { configQueries } from '../features/config/queries';
import { SitePageMeta } from '../features/config/site-page-meta';

/** Only same-site paths: an open redirect would let a link send a fresh session anywhere. */
function safeRedirect(value: unknown): string {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') ? value : '/';
}

export const Route = createFileRoute('/login')({
  validateSearch: (search: Record<string, unknown>) => ({ redirect: safeRedirect(search.redirect) }),
  component: LoginRoute,
});

function LoginRoute() {
  const { redirect } = Route.useSearch();
  const { data: config } = useQuery(configQueries.site());
  const onSignedIn = useCallback(
    (session: SignedInSession) => {
      writeCustomerCookies(customerJar, session, config?.sessionTimeout);
      // A full load: every query, the header and the session port start again as this customer.
      window.location.assign(redirect);
    },
    [config?.sessionTimeout, redirect],
  );
  return (
    <>
      <SitePageMeta title="Log in" path="/login" />
      <LoginPage
        onSignedIn={onSignedIn}
        rememberForDays={config?.twoFactorAuthenticationConfig.rememberForDays ?? 30}
        supportHref="/about/contact-us"
      />
    </>
  );
}
