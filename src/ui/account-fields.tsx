/** Fields that sign-up and my details ask alike, labelled and filled in the same way. */
import {
  Checkbox,
  NativeSelect,
  SimpleGrid,
  TextInput,
  type CheckboxProps,
  type NativeSelectProps,
  type TextInputProps,
} from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { STATES } from '@contract/form-rules';
import { SITE } from '@/lib/site-locale';
import { Icon } from './icons';

/**
 * Whether the site asks for a state (customerAddressConfig): the British site does not, and its
 * customers' region is "other" (spec 1 §1).
 */
export const ASKS_STATE = SITE.address.fields.state !== 'hidden';
/** The state a form starts with: to be chosen, or "other" where none is asked. */
export const INITIAL_STATE = ASKS_STATE ? '' : 'OTHER';

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

export type AddressField = 'address' | 'addressLine2' | 'suburb' | 'state' | 'postcode';

/**
 * The postal address, as my details and the account upgrade ask it. `field` gives each input its
 * form props and its key (the form is uncontrolled: the key lets it reset the input).
 */
export function AddressFields({
  field,
}: {
  field: (name: AddressField) => GetInputPropsReturnType & { key: string };
}) {
  const { key: addressKey, ...address } = field('address');
  const { key: lineKey, ...line } = field('addressLine2');
  const { key: suburbKey, ...suburb } = field('suburb');
  const { key: stateKey, ...state } = field('state');
  const { key: postcodeKey, ...postcode } = field('postcode');
  return (
    <>
      <TextInput
        label="Street address"
        type="text"
        autoComplete="address-line1"
        required
        {...address}
        key={addressKey}
      />
      <TextInput label="Address line 2" type="text" autoComplete="address-line2" {...line} key={lineKey} />
      <SimpleGrid cols={{ base: 1, xs: 3 }}>
        <TextInput
          label={SITE.suburbLabel}
          type="text"
          autoComplete="address-level2"
          required
          {...suburb}
          key={suburbKey}
        />
        {ASKS_STATE && <StateSelect {...state} key={stateKey} />}
        <TextInput
          label="Postcode"
          type="text"
          autoComplete="postal-code"
          inputMode="numeric"
          required
          {...postcode}
          key={postcodeKey}
        />
      </SimpleGrid>
    </>
  );
}
