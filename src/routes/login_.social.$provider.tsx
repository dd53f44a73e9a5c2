import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import { useFinishSignIn } from '@/features/auth/finish-sign-in';
import { parseSocialParams, providerAnswer } from '@/features/auth/route-params';
import { SocialReturnPage } from '@/features/auth/social-return-page';
import { socialTarget } from '@/features/auth/social-sign-in';
import { SitePageMeta } from '@/features/config/site-page-meta';
import { useSignInSettings } from '@/features/config/sign-in-settings';
import { useHelpLinks } from '@/features/content/help-links';

/** /login/social/{apple|google}: where the provider sends the customer back. */
export const Route = createFileRoute('/login_/social/$provider')({
  params: { parse: parseSocialParams },
  validateSearch: providerAnswer,
  component: SocialReturn,
});

function SocialReturn() {
  const { provider } = Route.useParams();
  const answer = Route.useSearch();
  const customerId = Route.useRouteContext({ select: (context) => context.visitor.customerId() });
  // Where the customer was going when they left: read once, as the page it was kept for.
  const [target] = useState(() => socialTarget(customerId ? '/my-account/login-and-security' : '/'));
  const { minAge, rememberForDays, sessionSeconds } = useSignInSettings();
  const onSignedIn = useFinishSignIn(target, sessionSeconds, provider);
  const { support } = useHelpLinks();
  const navigate = useNavigate();
  const onLinked = useCallback(
    () => void navigate({ to: '/my-account/login-and-security', replace: true }),
    [navigate],
  );
  return (
    <>
      <SitePageMeta title="Signing in" />
      <SocialReturnPage
        provider={provider}
        answer={answer}
        customerId={customerId}
        target={target}
        minAge={minAge}
        rememberForDays={rememberForDays}
        supportHref={support}
        onSignedIn={onSignedIn}
        onLinked={onLinked}
      />
    </>
  );
}
