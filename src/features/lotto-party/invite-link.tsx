/**
 * A group's invite link (spec 3 §2): shared through the device's own share sheet where the
 * browser has one (the Web Share API), copied to the clipboard otherwise.
 */
import { Button, Group, Text, TextInput } from '@mantine/core';
import { useState } from 'react';

export const inviteUrl = (token: string) =>
  `${window.location.origin}/lotto-party/group?token=${encodeURIComponent(token)}`;

export function InviteLink({ groupName, token }: { groupName: string; token: string }) {
  const url = inviteUrl(token);
  const [copied, setCopied] = useState(false);
  const canShare = typeof navigator.share === 'function';
  const share = async () => {
    if (canShare) {
      // A dismissed share sheet is the customer's choice, not a failure.
      await navigator
        .share({ title: groupName, text: `Join ${groupName} on Lucky Dip`, url })
        .catch(() => undefined);
      return;
    }
    await navigator.clipboard.writeText(url);
    setCopied(true);
  };
  return (
    <Group align="flex-end" gap="xs" wrap="nowrap">
      <TextInput
        label="Invite link"
        value={url}
        readOnly
        style={{ flex: 1 }}
        onFocus={(event) => event.currentTarget.select()}
      />
      <Button variant="light" onClick={() => void share()}>
        {canShare ? 'Share invite' : 'Copy link'}
      </Button>
      {copied && (
        <Text size="sm" role="status">
          Copied
        </Text>
      )}
    </Group>
  );
}
