/** The page frame around every route: skip link, header with the home link, main, footer. */
import { Anchor, Container, Group, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import classes from './site-frame.module.css';

export function SiteFrame({ children }: { children: ReactNode }) {
  return (
    <div className={classes.frame}>
      <a href="#main" className={classes.skip}>
        Skip to content
      </a>
      <header className={classes.header}>
        <Container size="lg">
          <Group h={56} justify="space-between">
            <Anchor
              component={Link}
              to="/"
              c="white"
              fw={800}
              fz="xl"
              underline="never"
              aria-label="Lucky Dip home"
            >
              Lucky Dip
            </Anchor>
          </Group>
        </Container>
      </header>
      <main id="main" className={classes.main}>
        {children}
      </main>
      <footer className={classes.footer}>
        <Container size="lg" py="md">
          <Text size="sm">Gamble responsibly. Lucky Dip is for people aged 18 and over.</Text>
        </Container>
      </footer>
    </div>
  );
}
