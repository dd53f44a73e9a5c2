/**
 * The Mantine theme, built from the content service's theme when it has arrived (colours, fonts,
 * radius, shadow) and from Lucky Dip's defaults until then.
 */
import { createTheme, type MantineColorsTuple, type MantineThemeOverride } from '@mantine/core';
import type { CmsTheme } from '@contract/schemas/content';

const SYSTEM_FONT =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';

const LUCKY_VIOLET: MantineColorsTuple = [
  '#f5f0ff',
  '#e6dcfb',
  '#cbb6f3',
  '#ae8dec',
  '#9569e5',
  '#8453e1',
  '#7a46e0',
  '#6939c7',
  '#5b21b6',
  '#4c1d95',
];

const LUCKY_GOLD: MantineColorsTuple = [
  '#fffbe6',
  '#fff3bf',
  '#ffe98a',
  '#ffde54',
  '#ffd52b',
  '#ffcf12',
  '#facc15',
  '#e0b200',
  '#c79e00',
  '#ac8800',
];

/** Spec 1 §9: the modal layer, above the banners' (99994 to 99996). */
export const MODAL_LAYER = 999999;

const OVERLAY_DEFAULTS = { zIndex: MODAL_LAYER, closeButtonProps: { 'aria-label': 'Close' } };

export const BREAKPOINTS = { xs: '30em', sm: '40em', md: '64em', lg: '75em', xl: '88em' };

function isTuple(shades: string[]): shades is [...MantineColorsTuple] {
  return shades.length === 10;
}

export function buildTheme(cms: CmsTheme = {}): MantineThemeOverride {
  // `secondary` is always defined: badges and accents name it before the CMS theme arrives.
  const colors: Record<string, MantineColorsTuple> = { lucky: LUCKY_VIOLET, secondary: LUCKY_GOLD };
  for (const [name, shades] of Object.entries(cms.colors ?? {})) {
    if (isTuple(shades)) colors[name] = shades;
  }
  const primaryColor = cms.primaryColor && colors[cms.primaryColor] ? cms.primaryColor : 'lucky';
  return createTheme({
    primaryColor,
    primaryShade: 8,
    colors,
    fontFamily: cms.bodyFont ? `${cms.bodyFont}, ${SYSTEM_FONT}` : SYSTEM_FONT,
    headings: { fontFamily: cms.headingFont ? `${cms.headingFont}, ${SYSTEM_FONT}` : SYSTEM_FONT },
    defaultRadius: cms.borderRadius ?? 'md',
    // Spec 1 §9: medium from 40em, large from 64em (Mantine's sm and md).
    breakpoints: BREAKPOINTS,
    ...(cms.boxShadow ? { shadows: { md: cms.boxShadow } } : {}),
    // Spec 1 §9: modals sit above every banner (the sitewide banner is 99994). Drawers are layered
    // the same, so a drawer opened on a phone is not covered by the banner either. Their close
    // cross is an icon, named here once for all. Plain objects, so the entry does not import the
    // components themselves.
    // An alert's title is in the body's text colour: the light variant's own colour on its tinted
    // background is below 4.5:1 for most colours (axe flags green and red); the tint and the
    // icon still carry the colour.
    components: {
      Modal: { defaultProps: OVERLAY_DEFAULTS },
      Drawer: { defaultProps: OVERLAY_DEFAULTS },
      Alert: { styles: { title: { color: 'var(--mantine-color-text)' } } },
    },
  });
}
