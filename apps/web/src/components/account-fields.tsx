import { PasswordInput, type PasswordInputProps, TextInput, type TextInputProps } from '@mantine/core';
import { NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH } from '@motorwise/shared';
import type { Ref } from 'react';

/**
 * The account fields every form asks for the same way (register, invite, profile, reset and change
 * password): one place for their labels, autocomplete hints and limits. They take react-hook-form's
 * register() props; any prop given overrides the preset.
 */
export const PASSWORD_HINT =
  'At least 8 characters: an uppercase and a lowercase letter, a number and one of !@#$%^&*_';

type TextProps = TextInputProps & { ref?: Ref<HTMLInputElement> };
type PasswordProps = PasswordInputProps & { ref?: Ref<HTMLInputElement> };

export const FirstNameInput = (props: TextProps) => (
  <TextInput
    label="First name"
    autoComplete="given-name"
    withAsterisk
    maxLength={NAME_MAX_LENGTH}
    {...props}
  />
);

export const SurnameInput = (props: TextProps) => (
  <TextInput label="Surname" autoComplete="family-name" withAsterisk maxLength={NAME_MAX_LENGTH} {...props} />
);

/** A new password, with the password rule shown under it unless `withHint` is false. */
export const NewPasswordInput = ({ withHint = true, ...props }: PasswordProps & { withHint?: boolean }) => (
  <PasswordInput
    label="New password"
    autoComplete="new-password"
    withAsterisk
    maxLength={PASSWORD_MAX_LENGTH}
    {...(withHint
      ? { description: PASSWORD_HINT, inputWrapperOrder: ['label', 'input', 'description', 'error'] as const }
      : {})}
    {...props}
  />
);

export const ConfirmPasswordInput = (props: PasswordProps) => (
  <PasswordInput
    label="Confirm password"
    autoComplete="new-password"
    withAsterisk
    maxLength={PASSWORD_MAX_LENGTH}
    {...props}
  />
);
