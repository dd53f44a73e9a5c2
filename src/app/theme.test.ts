import { describe, expect, it } from 'vitest';
import { buildTheme } from './theme';

describe('theme', () => {
  it("uses Lucky Dip's defaults without CMS values", () => {
    const theme = buildTheme();
    expect(theme.primaryColor).toBe('lucky');
    expect(theme.defaultRadius).toBe('md');
    expect(theme.fontFamily).toContain('system-ui');
    expect(theme.breakpoints?.sm).toBe('40em');
    expect(theme.breakpoints?.md).toBe('64em');
  });

  it('puts modals and drawers above the banners (spec 1 §9), with a named close cross', () => {
    const { components } = buildTheme();
    const defaults = { zIndex: 999999, closeButtonProps: { 'aria-label': 'Close' } };
    expect(components?.Modal?.defaultProps).toEqual(defaults);
    expect(components?.Drawer?.defaultProps).toEqual(defaults);
  });

  it('takes colours, fonts, radius and shadow from the CMS theme', () => {
    const shades = Array.from({ length: 10 }, (_, i) => `#00${i}${i}00`);
    const theme = buildTheme({
      primaryColor: 'brand',
      colors: { brand: shades, broken: ['#fff'] },
      headingFont: 'Poppins',
      bodyFont: 'Inter',
      borderRadius: '4px',
      boxShadow: '0 1px 2px #0003',
    });
    expect(theme.primaryColor).toBe('brand');
    expect(theme.colors?.brand).toEqual(shades);
    expect(theme.colors?.broken).toBeUndefined();
    expect(theme.fontFamily?.startsWith('Inter, ')).toBe(true);
    expect(theme.headings?.fontFamily?.startsWith('Poppins, ')).toBe(true);
    expect(theme.defaultRadius).toBe('4px');
    expect(theme.shadows?.md).toBe('0 1px 2px #0003');
  });

  it('ignores a primary colour the CMS did not define', () => {
    expect(buildTheme({ primaryColor: 'nope' }).primaryColor).toBe('lucky');
  });
});
