/** Fields that sign-up and my details ask alike, labelled and filled in the same way. */
import {
  Checkbox,
  NativeSelect,
  TextInput,
  type CheckboxProps,
  type NativeSelectProps,
  type TextInputProps,
} from '@mantine/core';
import { STATES } from '../../contract/form-rules';
import { Icon } from './icons';

const STATE_OPTIONS = [
  { value: '', label: 'Choose your state' },
  ...STATES.map((state) => ({ value: state, label: state })),
];

const ChevronDownIcon = () => (
  <Icon width={16}>
    <path d="m6 9 6 6 6-6" />
  </Icon>
);

export function StateSelect(props: NativeSelectProps) {
  // Mantine's chevron is an unnamed SVG; this one is hidden from assistive technology.
  return (
    <NativeSelect label="State" required data={STATE_OPTIONS} rightSection={<ChevronDownIcon />} {...props} />
  );
}

export function PhoneInput(props: TextInputProps) {
  return <TextInput label="Mobile number" type="tel" autoComplete="tel" required {...props} />;
}

export function MarketingOptIn(props: CheckboxProps) {
  return <Checkbox label="Send me news, offers and jackpot alerts by email" {...props} />;
}
