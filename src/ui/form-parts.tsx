/** Pieces every form of the app shows the same way. */
import { Button, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { currencySymbol } from '@/lib/money';
import { SITE_CURRENCY } from '@/lib/site-locale';

/** The form hook's `general` failure, the one about no single field. */
export function FormError({ message }: { message: ReactNode }) {
  if (!message) return null;
  return (
    <Text c="red" size="sm" role="alert">
      {message}
    </Text>
  );
}

/** The form's failure about no single field, then its submit button. */
export function FormSubmit({
  general,
  submitting,
  disabled,
  children,
}: {
  general: ReactNode;
  submitting: boolean;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <>
      <FormError message={general} />
      <Group>
        <Button type="submit" loading={submitting} disabled={disabled}>
          {children}
        </Button>
      </Group>
    </>
  );
}

/** An amount typed by the customer: a decimal keypad on a phone, never filled in by the browser. */
export const AMOUNT_INPUT = {
  leftSection: currencySymbol(SITE_CURRENCY),
  inputMode: 'decimal',
  autoComplete: 'off',
} as const;
