import { TextInput, type TextInputProps } from '@mantine/core';
import { formatPhoneInput, PHONE_MASK } from '@motorwise/shared';
import type { ChangeEvent, Ref } from 'react';

/**
 * The one phone field: spec "input mask ### ### ####", applied as the person types, so every form that
 * asks for a phone number behaves the same. Works with react-hook-form's register() props.
 */
export function PhoneInput({ onChange, ref, ...props }: TextInputProps & { ref?: Ref<HTMLInputElement> }) {
  return (
    <TextInput
      type="tel"
      autoComplete="tel-national"
      inputMode="tel"
      placeholder="012 123 1234"
      maxLength={PHONE_MASK.length}
      {...props}
      ref={ref}
      onChange={(event: ChangeEvent<HTMLInputElement>) => {
        event.currentTarget.value = formatPhoneInput(event.currentTarget.value);
        onChange?.(event);
      }}
    />
  );
}
