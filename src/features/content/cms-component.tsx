/**
 * A content-service component by key (spec 1 §4 "component load"): a skeleton while it loads
 * (Mantine's skeleton pulses on the spec's 1200 ms cycle), the variant when it arrives, and
 * nothing at all when it fails or names a variant this build does not know.
 */
import { Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Tiles } from '@/ui/tiles';
import { contentQueries } from './queries';
import type { CmsComponent } from '@contract/schemas/content';

/** The variants each component accepts (spec 3 §3). */
export const COMPONENT_VARIANTS: Record<string, readonly string[]> = {
  affiliate: ['a'],
  company_information: ['a'],
  charity_support: ['a'],
  customer_feedback_banner: ['a', 'b', 'c'],
  product_support: ['a'],
  unique_selling_point: ['a'],
};

export function isKnownVariant(component: Pick<CmsComponent, 'key' | 'variant'>): boolean {
  return COMPONENT_VARIANTS[component.key]?.includes(component.variant) ?? false;
}

function Body({ component }: { component: CmsComponent }) {
  if (component.items) {
    return (
      <Stack gap="md">
        {component.title && (
          <Title order={2} size="h3">
            {component.title}
          </Title>
        )}
        <Tiles min="15rem">
          {component.items.map((entry) => (
            <Paper key={entry.title} withBorder p="md">
              <Text fw={700}>{entry.title}</Text>
              <Text size="sm">{entry.text}</Text>
            </Paper>
          ))}
        </Tiles>
      </Stack>
    );
  }
  return (
    <Paper withBorder p="md" data-variant={component.variant}>
      {component.title && (
        <Title order={2} size="h4">
          {component.title}
        </Title>
      )}
      {component.text && <Text>{component.text}</Text>}
    </Paper>
  );
}

export function CmsComponentView({ componentKey }: { componentKey: string }) {
  const { data, status } = useQuery(contentQueries.component(componentKey));
  if (status === 'pending') return <Skeleton height={120} />;
  if (status === 'error' || !isKnownVariant(data)) return null;
  return <Body component={data} />;
}
