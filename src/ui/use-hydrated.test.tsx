import { render, screen } from '@testing-library/react';
import { Profiler, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { relativeDrawDay } from '@/lib/draw-labels';
import { renderMode } from '@/lib/render-mode';
import { useHydrated, useRenderTime } from './use-hydrated';

// Built on a Monday at noon in Sydney; the draw is on the Thursday evening.
const BUILT = Date.parse('2026-11-23T01:00:00Z');
const DRAW = '2026-11-26T09:30:00Z';

function Probe() {
  const now = useRenderTime();
  const hydrated = useHydrated();
  return (
    <p>
      {relativeDrawDay(DRAW, now)}, {hydrated ? 'hydrated' : 'hydrating'}
    </p>
  );
}
function DayProbe() {
  return <p>{relativeDrawDay(DRAW, useRenderTime())}</p>;
}

beforeAll(() => renderMode.renderFromHtml(BUILT));
afterEach(() => vi.useRealTimers());

/** Renders the way the prerender does, then hydrates that HTML at `openedAt`, counting commits. */
function hydrateAt(openedAt: string, page: () => ReactNode) {
  const html = renderToString(page());
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(openedAt));
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const errors = vi.spyOn(console, 'error');
  const commits = vi.fn();
  render(
    <Profiler id="page" onRender={commits}>
      {page()}
    </Profiler>,
    { container, hydrate: true },
  );
  return { html, errors, commits: commits.mock.calls.length };
}

it('renders the prerendered HTML first, then switches what only the browser knows', () => {
  const { html, errors, commits } = hydrateAt('2026-11-25T01:00:00Z', () => <Probe />);
  expect(html.replaceAll('<!-- -->', '')).toContain('This Thursday, hydrating');
  expect(screen.getByText('Tomorrow, hydrated')).toBeTruthy();
  expect(commits).toBe(2);
  expect(errors).not.toHaveBeenCalled();
});

it('does not render a hydrated component again when nothing it shows would change', () => {
  const { errors, commits } = hydrateAt('2026-11-23T05:00:00Z', () => <DayProbe />);
  expect(screen.getByText('This Thursday')).toBeTruthy();
  expect(commits).toBe(1);
  expect(errors).not.toHaveBeenCalled();
});
