import { TextInput, type TextInputProps } from '@mantine/core';

/** How many digits an authenticator app shows. */
const DIGITS = 6;

/**
 * The one authenticator-code field (two-factor sign-in and set-up): the six digits an app shows, spaced
 * for reading; anything else typed or pasted (spaces, a dash) is dropped as the person types.
 */
export function AuthenticatorCodeInput({
  value,
  onChange,
  ...props
}: Omit<TextInputProps, 'value' | 'onChange'> & { value: string; onChange: (code: string) => void }) {
  return (
    <TextInput
      label="Authenticator code"
      autoComplete="one-time-code"
      inputMode="numeric"
      placeholder="123456"
      maxLength={DIGITS}
      styles={{ input: { letterSpacing: '0.3em', fontVariantNumeric: 'tabular-nums' } }}
      {...props}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value.replace(/\D/g, '').slice(0, DIGITS))}
    />
  );
}
