/**
 * On the account overview: a recurring purchase that could not be bought, and the way to the
 * payment-resolution screen. Loaded online only (what it says comes from the network), apart from
 * the screen, whose machine the overview has no use for.
 */
import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { NavLinkTo } from '@/ui/nav-link-to';
import { unpaid } from './resolution';
import { recurringQueries } from './queries';

export default function PaymentResolutionNotice({ customerId }: { customerId: string }) {
  const { data } = useQuery(recurringQueries.paymentResolution(customerId));
  const entries = unpaid(data ?? null);
  if (entries.length === 0) return null;
  return (
    <Alert color="red" title="A ticket on autoplay could not be bought" role="status">
      <Stack gap={4} align="flex-start">
        <Text size="sm">{entries.map((entry) => entry.description).join(', ')}</Text>
        <Anchor component={NavLinkTo} link={{ to: '/my-account/payment-resolution' }} underline="always">
          Sort out the payment
        </Anchor>
      </Stack>
    </Alert>
  );
}
