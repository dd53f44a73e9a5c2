/**
 * A group's invite link (spec 3 §2), shown to copy, and shared through the device's share sheet
 * or copied (ui/share-button.tsx).
 */
import { Group, TextInput } from '@mantine/core';
import { ShareButton } from '@/ui/share-button';

export const inviteUrl = (token: string) =>
  `${window.location.origin}/lotto-party/group?token=${encodeURIComponent(token)}`;

export function InviteLink({ groupName, token }: { groupName: string; token: string }) {
  const url = inviteUrl(token);
  return (
    <Group align="flex-end" gap="xs" wrap="nowrap">
      <TextInput
        label="Invite link"
        value={url}
        readOnly
        style={{ flex: 1 }}
        onFocus={(event) => event.currentTarget.select()}
      />
      <ShareButton
        shared={{ title: groupName, text: `Join ${groupName} on Lucky Dip`, url }}
        label="Share invite"
      />
    </Group>
  );
}
