/**
 * The theme's CSS variables and global classes as a <style> Mantine renders, for the pages the
 * shell renders (see providers.tsx). Mantine's provider with no children renders just that.
 */
import { MantineProvider, type MantineThemeOverride } from '@mantine/core';

export default function ThemeStyles({ theme }: { theme: MantineThemeOverride }) {
  return <MantineProvider theme={theme} withStaticClasses={false} />;
}
