/**
 * The migration dialog (spec 3 §2, §4): a medium modal, closed by Escape or the backdrop, with
 * four views from the migration machine: the prompt (terms box, migrate, not now), in progress,
 * failure (retry; home or the account) and success (an optional link from configuration).
 */
import { Alert, Anchor, Button, Checkbox, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { NavLinkTo } from '@/ui/nav-link-to';
import { migrationMachine } from './migration.machine';
import { migrate, rememberAnswer } from './queries';

interface MigrationModalProps {
  onClose: () => void;
  /** The customer and the offers are read again once the account has moved. */
  onMigrated: () => void;
  termsHref: string;
  /** The configuration's page on another site for a moved customer; none when null. */
  successUrl: string | null;
}

export default function MigrationModal({ onClose, onMigrated, termsHref, successUrl }: MigrationModalProps) {
  const [snapshot, send] = useMachine(
    migrationMachine.provide({
      actors: { migrate: fromPromise(migrate) },
      actions: { remember: rememberAnswer, migrated: onMigrated },
    }),
  );
  const close = () => {
    send({ type: 'migration.close' });
    onClose();
  };
  const { termsAccepted, error } = snapshot.context;

  return (
    <Modal opened onClose={close} title="Move your account to the new Lucky Dip" size={550}>
      {snapshot.matches('prompt') && (
        <Stack>
          <Text size="sm">
            Lucky Dip has a new home for accounts. Moving yours takes a few seconds, and your wallet, tickets
            and favourite numbers come with it.
          </Text>
          <Checkbox
            checked={termsAccepted}
            onChange={(event) => send({ type: 'migration.terms', accepted: event.currentTarget.checked })}
            label={
              <>
                I accept the <a href={termsHref}>terms and conditions</a> of the new Lucky Dip
              </>
            }
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Not now
            </Button>
            <Button disabled={!termsAccepted} onClick={() => send({ type: 'migration.confirm' })}>
              Migrate my account
            </Button>
          </Group>
        </Stack>
      )}
      {snapshot.matches('inProgress') && (
        <Group role="status" gap="sm">
          <Loader size="sm" />
          <Text>Moving your account. This takes a few seconds…</Text>
        </Group>
      )}
      {snapshot.matches('failure') && (
        <Stack>
          <Alert color="red" title="Your account was not moved">
            {error}
          </Alert>
          <Group justify="space-between">
            <Group gap="md">
              <NavLinkTo to="/" onClick={close}>
                Home
              </NavLinkTo>
              <NavLinkTo to="/my-account" onClick={close}>
                My account
              </NavLinkTo>
            </Group>
            <Button onClick={() => send({ type: 'migration.retry' })}>Try again</Button>
          </Group>
        </Stack>
      )}
      {snapshot.matches('success') && (
        <Stack>
          <Alert color="green" title="Your account has moved">
            Everything is as you left it: carry on playing.
          </Alert>
          <Group justify="flex-end">
            {successUrl && (
              <Anchor href={successUrl} target="_blank" rel="noopener noreferrer">
                See what is new
              </Anchor>
            )}
            <Button onClick={close}>Continue</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
