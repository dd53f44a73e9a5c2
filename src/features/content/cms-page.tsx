/** A content-service page: its title, then its blocks (headings, paragraphs, lists) as text. */
import { Container, Stack, Text, Title } from '@mantine/core';
import type { CmsPage } from '@contract/schemas/content';
import classes from './cms-page.module.css';

export function CmsPageView({ page }: { page: CmsPage }) {
  return (
    <Container size="md" py="xl" component="article">
      <Stack gap="md">
        <Title order={1}>{page.title}</Title>
        {page.body.map((block, index) => {
          switch (block.type) {
            case 'heading':
              return (
                <Title key={index} order={2} size="h3" mt="md">
                  {block.text}
                </Title>
              );
            case 'paragraph':
              return <Text key={index}>{block.text}</Text>;
            case 'list':
              return (
                // A plain list: Mantine's List would put its code in every first page's script.
                <ul key={index} className={classes.list}>
                  {block.items.map((entry) => (
                    <li key={entry}>{entry}</li>
                  ))}
                </ul>
              );
          }
        })}
      </Stack>
    </Container>
  );
}
