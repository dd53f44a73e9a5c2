/** What a page shows while its code or data loads. */
import { Container, Skeleton, Stack } from '@mantine/core';

export function PageSkeleton() {
  return (
    <Container size="lg" py="xl" role="status" aria-busy="true" aria-label="Loading">
      <Stack gap="md">
        <Skeleton height={36} width="60%" />
        <Skeleton height={16} />
        <Skeleton height={16} width="90%" />
        <Skeleton height={180} />
      </Stack>
    </Container>
  );
}
