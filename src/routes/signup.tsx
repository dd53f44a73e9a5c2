import { createFileRoute } from '@tanstack/react-router';
import { useFinishSignIn } from '@/features/auth/finish-sign-in';
import { signInSearch } from '@/features/auth/route-params';
import { SignupPage } from '@/features/auth/signup-page';
import { SitePageMeta } from '@/features/config/site-page-meta';
import { useSignInSettings } from '@/features/config/sign-in-settings';
import { useSocialProviders } from '@/routes/-components/use-social-providers';

export const Route = createFileRoute('/signup')({
  validateSearch: signInSearch(),
  component: SignupRoute,
});

function SignupRoute() {
  const { redirect } = Route.useSearch();
  const { minAge, sessionSeconds } = useSignInSettings();
  const onSignedUp = useFinishSignIn(redirect, sessionSeconds);
  const socialProviders = useSocialProviders();
  return (
    <>
      <SitePageMeta title="Create your account" />
      <SignupPage
        minAge={minAge}
        onSignedUp={onSignedUp}
        target={redirect}
        socialProviders={socialProviders}
      />
    </>
  );
}
