/**
 * The autologin and transfer routes share this: the token from the path, the target from
 * `?redirect=`, and on failure (spec 1 §4, §8) the device's session is wiped, the reason shows
 * as a notification ("Email link no longer valid", or the generic message) and the visitor goes
 * to the target.
 */
import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { GENERIC_ERROR_MESSAGE, notifications } from '@/api';
import { AutologinPage } from '@/features/auth/autologin-page';
import { clearCustomerCookies } from '@/features/auth/customer-cookies';
import { useFinishSignIn } from '@/features/auth/finish-sign-in';
import { SitePageMeta } from '@/features/config/site-page-meta';
import { useSignInSettings } from '@/features/config/sign-in-settings';
import { useHelpLinks } from '@/features/content/help-links';

export function AutologinRoute({
  token,
  target,
  via,
}: {
  token: string;
  target: string;
  via: 'autologin' | 'transfer';
}) {
  const navigate = useNavigate();
  const { rememberForDays, sessionSeconds } = useSignInSettings();
  const onSignedIn = useFinishSignIn(target, sessionSeconds);
  const { support } = useHelpLinks();
  const onFailed = useCallback(
    (reason: string | undefined) => {
      clearCustomerCookies();
      notifications.push({
        code: 'autologin_failed',
        message: reason ?? GENERIC_ERROR_MESSAGE,
        level: 'error',
      });
      void navigate({ href: target, replace: true });
    },
    [navigate, target],
  );
  return (
    <>
      <SitePageMeta title="Verifying Automatic Login" />
      <AutologinPage
        token={token}
        via={via}
        onSignedIn={(session) => void onSignedIn(session)}
        onFailed={onFailed}
        rememberForDays={rememberForDays}
        supportHref={support}
      />
    </>
  );
}
