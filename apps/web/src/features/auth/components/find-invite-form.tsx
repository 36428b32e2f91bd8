import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Group, List, Stack, Text, TextInput } from '@mantine/core';
import {
  EMAIL_MAX_LENGTH,
  type EmailOnly,
  EmailOnlySchema,
  formatDate,
  type SearchInviteAnswer,
} from '@motorwise/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { FormAlert } from '@/components/form-alert';
import { applyApiError } from '@/lib/form-errors';
import { useSession } from '@/lib/session';
import { searchInvite } from '../api/auth-api';

/**
 * /account/invite without an invite's code (the footer's Invite link): a person invited by their
 * organisation asks for the invite again by e-mail address (POST searchInvite). A guest's open invites
 * are mailed again with fresh links; signed in with that address, the invites are listed here to open.
 */
export function FindInviteForm() {
  const session = useSession();
  const [answer, setAnswer] = useState<SearchInviteAnswer | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<EmailOnly>({
    resolver: zodResolver(EmailOnlySchema),
    defaultValues: { email: session.user?.email ?? '' },
    mode: 'onTouched',
  });
  return (
    <Stack gap="md">
      <Text>
        Invited by your organisation? Your invite is in the e-mail we sent you. Cannot find it, or has its
        link stopped working? Enter the e-mail address you were invited at and we send it to you again.
      </Text>
      <form
        aria-label="Find my invite"
        noValidate
        onSubmit={handleSubmit(async (values) => {
          setFormError(null);
          setAnswer(null);
          try {
            setAnswer(await searchInvite(values));
          } catch (error) {
            setFormError(applyApiError(error, setError, ['email']));
          }
        })}
      >
        <Stack gap="sm">
          {formError && <FormAlert kind="error">{formError}</FormAlert>}
          <Group align="flex-end" gap="sm" wrap="wrap">
            <TextInput
              label="Email"
              type="email"
              autoComplete="email"
              maxLength={EMAIL_MAX_LENGTH}
              error={errors.email?.message}
              style={{ flex: '1 1 220px' }}
              {...register('email')}
            />
            <Button type="submit" loading={isSubmitting}>
              Send my invite again
            </Button>
          </Group>
        </Stack>
      </form>
      {answer && answer.invites.length === 0 && <FormAlert kind="success">{answer.message}</FormAlert>}
      {answer && answer.invites.length > 0 && (
        <FormAlert kind="success" title="Your open invites">
          <List spacing={4}>
            {answer.invites.map((invite) => (
              <List.Item key={invite.inviteId}>
                <Anchor component={Link} to={`/account/invite/${encodeURIComponent(invite.inviteId)}`}>
                  {[invite.organizationName ?? 'Your organisation', invite.branchName]
                    .filter(Boolean)
                    .join(', ')}
                </Anchor>{' '}
                (until {formatDate(invite.expiresUtc)})
              </List.Item>
            ))}
          </List>
        </FormAlert>
      )}
      {!session.user && (
        <Text fz="sm" c="dimmed">
          Already have an account?{' '}
          <Anchor component={Link} to="/account/login">
            Log in
          </Anchor>
        </Text>
      )}
    </Stack>
  );
}
