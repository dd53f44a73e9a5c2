/**
 * Mantine's password input with a show/hide icon hidden from assistive technology (the button
 * itself is named): Mantine's own icon is an unnamed SVG, which WCAG checkers other than axe flag.
 */
import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import type { SVGProps } from 'react';
import { Icon } from './icons';

// Here rather than with the shell's icons: only the pages with a password load them.
const EyeIcon = (props: SVGProps<SVGSVGElement>) => (
  <Icon {...props}>
    <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
  </Icon>
);

const EyeOffIcon = (props: SVGProps<SVGSVGElement>) => (
  <Icon {...props}>
    <path d="M3 3l18 18M10.6 10.6a2 2 0 0 0 2.8 2.8M9.9 5.2A10.7 10.7 0 0 1 12 5c6.4 0 10 7 10 7a17.6 17.6 0 0 1-3.1 4M6.6 6.6C3.9 8.3 2 12 2 12s3.6 7 10 7a10 10 0 0 0 5.4-1.6" />
  </Icon>
);

const ICON_SIZE = { width: 'var(--psi-icon-size)', height: 'var(--psi-icon-size)' };

const ToggleIcon = ({ reveal }: { reveal: boolean }) =>
  reveal ? <EyeOffIcon style={ICON_SIZE} /> : <EyeIcon style={ICON_SIZE} />;

export function PasswordField(props: PasswordInputProps) {
  return <PasswordInput visibilityToggleIcon={ToggleIcon} {...props} />;
}
