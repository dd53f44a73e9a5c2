import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { expect, it } from 'vitest';
import { lazyAfterPaint } from './lazy-after-paint';
import { markPainted } from './use-painted';

const below = () => Promise.resolve({ default: ({ name }: { name: string }) => <p>{`Featured ${name}`}</p> });
const page = (Component: ReturnType<typeof lazyAfterPaint<{ name: string }>>) => (
  <Suspense fallback={<p>Loading</p>}>
    <Component name="draws" />
  </Suspense>
);

it('renders in the same pass once preloaded, as the prerender needs', async () => {
  const Sections = lazyAfterPaint(below);
  await Sections.preload();
  expect(renderToString(page(Sections))).toBe('<!--$--><p>Featured draws</p><!--/$-->');
});

it('waits for the first paint to load, and shows the fallback until then', async () => {
  let asked = false;
  const Sections = lazyAfterPaint(() => {
    asked = true;
    return below();
  });
  render(page(Sections));
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  expect(screen.getByText('Loading')).toBeTruthy();
  expect(asked).toBe(false);
  act(() => markPainted());
  expect(await screen.findByText('Featured draws')).toBeTruthy();
  expect(asked).toBe(true);
});
