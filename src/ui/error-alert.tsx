import type { ReactNode } from 'react';
import { Alert } from '@mantine/core';

/** A form's or a page's failure in the spec's words, read out at once; nothing when there is none. */
export function ErrorAlert({ message }: { message: ReactNode }) {
  if (!message) return null;
  return (
    <Alert color="red" role="alert">
      {message}
    </Alert>
  );
}
