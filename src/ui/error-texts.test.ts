import { describe, expect, it } from 'vitest';
import {
  ERROR_TEXTS,
  MAINTENANCE_FOOTER,
  NOT_FOUND_LINK,
  busyRefreshText,
  errorKindFor,
} from './error-texts';

describe('error pages', () => {
  it('pick their page by status code', () => {
    expect(errorKindFor(418)).toBe('blocked');
    expect(errorKindFor(503)).toBe('maintenance');
    expect(errorKindFor(404)).toBe('notFound');
    expect(errorKindFor(500)).toBe('busy');
    expect(errorKindFor(502)).toBe('busy');
    expect(errorKindFor(504)).toBe('busy');
  });

  it('use the exact texts of spec 1 §2', () => {
    expect(ERROR_TEXTS.blocked).toEqual({
      heading: "It's not you, it's us!",
      body: 'There are currently no products available, please check back later. Thank you for being patient.',
    });
    expect(ERROR_TEXTS.busy.body).toBe(
      'We are experiencing large load times on our server. Thank you for being patient.',
    );
    expect(ERROR_TEXTS.maintenance).toEqual({
      heading: "There's a spanner in the works!",
      body: "We'll be up and running again soon after this scheduled maintenance.",
    });
    expect(MAINTENANCE_FOOTER).toContain('AEST');
    expect(ERROR_TEXTS.notFound).toEqual({
      heading: 'Something went wrong.',
      body: "It's looking like you may have taken a wrong turn.",
    });
    expect(NOT_FOUND_LINK).toBe('Try heading home and finding your bearing.');
    expect(ERROR_TEXTS.fallback).toEqual({
      heading: "It's not you, it's us!",
      body: 'Looks like something went wrong on our end.',
    });
    expect(busyRefreshText(12)).toBe('This page will refresh automatically in 12 seconds.');
  });
});
