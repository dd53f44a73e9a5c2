/**
 * The editors' pages (/preview, /marketing/feature-banner): what a visitor or a customer who is no
 * content editor is told, plainly, and the check itself (spec 1 §6 canEdit).
 */
import { Anchor, Container, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { accountQueries } from '@/features/account/queries';
import { NavLinkTo } from '@/ui/nav-link-to';
import { useVisitor } from '@/ui/use-hydrated';

/** `children` with the editor's id once the customer is known to be a content editor. */
export function EditorsOnly({
  title,
  children,
}: {
  title: string;
  children: (customerId: string) => ReactNode;
}) {
  const customerId = useVisitor().customerId();
  const here = useLocation({ select: (location) => location.href });
  const customer = useQuery({ ...accountQueries.customer(customerId ?? ''), enabled: Boolean(customerId) });
  if (customerId && customer.isPending)
    return (
      <Container size="md" py="xl">
        <Skeleton height={320} />
      </Container>
    );
  if (customerId && customer.data?.canEdit) return children(customerId);
  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Title order={1}>{title}</Title>
        <Text>Previews are for content editors.</Text>
        {!customerId && (
          <Anchor component={NavLinkTo} link={{ to: '/login', search: { redirect: here } }}>
            Log in with an editor’s account
          </Anchor>
        )}
      </Stack>
    </Container>
  );
}
