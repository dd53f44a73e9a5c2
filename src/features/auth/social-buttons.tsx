/**
 * "Continue with Google" and "Continue with Apple" (spec 1 §6: each with its own capability), on
 * the login and sign-up pages, and "Link Google" / "Link Apple" under Login and security. A press
 * leaves for the provider; a provider that cannot be reached is said so here, and offline the
 * buttons wait for a connection.
 */
import { Button, Divider, Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { formErrors } from '@/api';
import { ErrorAlert } from '@/ui/error-alert';
import { useOnline } from '@/ui/use-online';
import { SOCIAL_PROVIDER_NAMES, leaveForProvider, type SocialProvider } from './social-sign-in';

export function SocialButtons({
  providers,
  purpose,
  target,
  except = [],
}: {
  /** Those the site offers (each has its capability). */
  providers: readonly SocialProvider[];
  purpose: 'login' | 'link';
  /** Where to go once back and signed in (or linked). */
  target: string;
  /** Providers not to offer (those already linked). */
  except?: readonly SocialProvider[];
}) {
  const online = useOnline();
  const offered = providers.filter((provider) => !except.includes(provider));
  const leave = useMutation({
    mutationFn: (provider: SocialProvider) => leaveForProvider(provider, purpose, target),
  });
  if (offered.length === 0) return null;
  return (
    <Stack gap="xs">
      {purpose === 'login' && <Divider label="or" labelPosition="center" />}
      <ErrorAlert message={leave.isError ? formErrors(leave.error).general : undefined} />
      {offered.map((provider) => (
        <Button
          key={provider}
          variant="default"
          disabled={!online || (leave.isPending && leave.variables !== provider)}
          // Still pending once the page is leaving: one press, one sign-in.
          loading={(leave.isPending || leave.isSuccess) && leave.variables === provider}
          onClick={() => leave.mutate(provider)}
        >
          {purpose === 'login' ? 'Continue with' : 'Link'} {SOCIAL_PROVIDER_NAMES[provider]}
        </Button>
      ))}
    </Stack>
  );
}
