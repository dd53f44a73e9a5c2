/** Good causes, each linked to its page, with its charity and what the money does. */
import { linkOptions } from '@tanstack/react-router';
import { Anchor, List } from '@mantine/core';
import type { Cause } from '@contract/schemas/shop';
import { NavLinkTo } from '@/ui/nav-link-to';

export function CauseList({ causes }: { causes: readonly Cause[] }) {
  return (
    <List spacing="sm">
      {causes.map((cause) => (
        <List.Item key={cause.key}>
          <Anchor
            component={NavLinkTo}
            link={linkOptions({ to: '/causes/$causeSlug', params: { causeSlug: cause.urlSlug } })}
            fw={700}
          >
            {cause.name}
          </Anchor>{' '}
          ({cause.charity}): {cause.summary}
        </List.Item>
      ))}
    </List>
  );
}
