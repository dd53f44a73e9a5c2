/**
 * The stack floor (bench/floor.ts): React, Mantine's provider and TanStack Router rendering one
 * heading, with Mantine's stylesheet, built and served as the app is. What a page of the app costs
 * beyond this is the app's own; the floor moves with the machine, and the bench reports the app's
 * figures beside it.
 */
import '@mantine/core/styles.css';
import { MantineProvider } from '@mantine/core';
import { createRootRoute, createRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

const rootRoute = createRootRoute();
const home = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  component: () => <h1>Stack floor</h1>,
});
const router = createRouter({ routeTree: rootRoute.addChildren([home]) });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <MantineProvider>
      <RouterProvider router={router} />
    </MantineProvider>
  </StrictMode>,
);
