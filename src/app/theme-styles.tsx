/**
 * The theme's CSS variables and global classes as a <style> Mantine renders, for the pages the
 * shell renders (see providers.tsx). Mantine's provider with no children renders just that.
 */
import { MantineProvider, type MantineThemeOverride } from '@mantine/core';
import type { ReactNode } from 'react';

export default function ThemeStyles({ theme }: { theme: MantineThemeOverride }): ReactNode {
  return <MantineProvider theme={theme} withStaticClasses={false} />;
}
