/**
 * Login and security's "Log in with Apple or Google": the linked providers with Unlink, and a Link
 * button for each other one the site offers. The last way into an account without a password
 * cannot be unlinked: the button says why instead (the API refuses it too).
 */
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { SOCIAL_MESSAGES } from '@contract/messages';
import { formErrors } from '@/api';
import { ErrorAlert } from '@/ui/error-alert';
import { useOnline } from '@/ui/use-online';
import { SocialButtons } from './social-buttons';
import { SOCIAL_PROVIDER_NAMES, socialMutations, socialQueries, type SocialProvider } from './social-sign-in';

export function SocialLogins({
  customerId,
  providers,
}: {
  customerId: string;
  providers: readonly SocialProvider[];
}) {
  const online = useOnline();
  const { data, error } = useQuery(socialQueries.logins(customerId));
  const unlink = useMutation(socialMutations.unlink(customerId));
  if (providers.length === 0 && (data?.logins.length ?? 0) === 0) return null;
  const lastWayIn = data !== undefined && !data.hasPassword && data.logins.length === 1;
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        Log in with Apple or Google
      </Title>
      <ErrorAlert message={error ? formErrors(error).general : undefined} />
      {data && (
        <>
          {data.logins.length === 0 ? (
            <Text>No Apple or Google account is linked. Link one to log in without your password.</Text>
          ) : (
            <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
              {data.logins.map((login) => (
                <Group component="li" key={login.provider} justify="space-between" wrap="nowrap">
                  <Text>
                    <strong>{SOCIAL_PROVIDER_NAMES[login.provider]}</strong>: {login.email}
                  </Text>
                  <Button
                    variant="default"
                    size="xs"
                    disabled={
                      !online || lastWayIn || (unlink.isPending && unlink.variables !== login.provider)
                    }
                    loading={unlink.isPending && unlink.variables === login.provider}
                    onClick={() => unlink.mutate(login.provider)}
                    aria-label={`Unlink ${SOCIAL_PROVIDER_NAMES[login.provider]}`}
                  >
                    Unlink
                  </Button>
                </Group>
              ))}
            </Stack>
          )}
          {lastWayIn && <Text size="sm">{SOCIAL_MESSAGES.lastWayIn}</Text>}
          <ErrorAlert message={unlink.isError ? formErrors(unlink.error).general : undefined} />
          <SocialButtons
            providers={providers}
            purpose="link"
            target="/my-account/login-and-security"
            except={data.logins.map((login) => login.provider)}
          />
        </>
      )}
    </Stack>
  );
}
