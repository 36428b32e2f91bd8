import { Anchor, PasswordInput, Stack, TextInput } from '@mantine/core';
import { messages, type Reauth } from '@motorwise/shared';

export interface ReauthState {
  password: string;
  code: string;
  useRecovery: boolean;
}

export const EMPTY_REAUTH: ReauthState = { password: '', code: '', useRecovery: false };

/** The body of a call that asks again (turn off two-factor, new recovery codes, delete the account). */
export function reauthBody(state: ReauthState, needs: { password: boolean; code: boolean }): Reauth {
  return {
    ...(needs.password ? { password: state.password } : {}),
    ...(needs.code
      ? state.useRecovery
        ? { recoveryCode: state.code.trim() }
        : { twoFactorCode: state.code }
      : {}),
  };
}

/** Checks what the person typed before the call; returns field messages. */
export function reauthErrors(state: ReauthState, needs: { password: boolean; code: boolean }) {
  const errors: { password?: string; code?: string } = {};
  if (needs.password && !state.password) errors.password = messages.required();
  if (needs.code && !state.code.trim()) errors.code = messages.required();
  return errors;
}

/** Password (when the account has one) and, when two-factor is on, a code or a recovery code. */
export function ReauthFields({
  state,
  onChange,
  needs,
  errors,
}: {
  state: ReauthState;
  onChange: (state: ReauthState) => void;
  needs: { password: boolean; code: boolean };
  errors: { password?: string | undefined; code?: string | undefined };
}) {
  return (
    <Stack gap="sm">
      {needs.password && (
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          withAsterisk
          value={state.password}
          onChange={(e) => onChange({ ...state, password: e.currentTarget.value })}
          error={errors.password}
          data-autofocus
        />
      )}
      {needs.code && (
        <Stack gap={4}>
          <TextInput
            label={state.useRecovery ? 'Recovery code' : 'Authenticator code'}
            autoComplete={state.useRecovery ? 'off' : 'one-time-code'}
            inputMode={state.useRecovery ? 'text' : 'numeric'}
            withAsterisk
            maxLength={state.useRecovery ? 30 : 6}
            value={state.code}
            onChange={(e) =>
              onChange({
                ...state,
                code: state.useRecovery ? e.currentTarget.value : e.currentTarget.value.replace(/\D/g, ''),
              })
            }
            error={errors.code}
          />
          <Anchor
            component="button"
            type="button"
            fz="xs"
            ta="left"
            onClick={() => onChange({ ...state, code: '', useRecovery: !state.useRecovery })}
          >
            {state.useRecovery ? 'Use the authenticator app instead' : 'Use a recovery code instead'}
          </Anchor>
        </Stack>
      )}
    </Stack>
  );
}
