import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  Checkbox,
  Collapse,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import {
  type CreatedInvite,
  type CreateInviteInput,
  CreateInviteSchema,
  EMAIL_MAX_LENGTH,
  formatDateTime,
  NAME_MAX_LENGTH,
  type Organisation,
  POLICY_MAX_LENGTH,
} from '@motorwise/shared';
import { IconSend } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { FormAlert } from '@/components/form-alert';
import { PhoneInput } from '@/components/phone-input';
import { applyApiError } from '@/lib/form-errors';
import { createInvite } from '../api/account-api';

const FIELDS = ['email', 'firstName', 'lastName', 'phoneNumber', 'organizationBranchId', 'policy'] as const;

/** What is sent: the policy only when the invite asks for consent. */
export function inviteBody(values: CreateInviteInput): CreateInviteInput {
  return {
    ...values,
    organizationBranchId: values.organizationBranchId || null,
    policy: values.requiresConsent ? values.policy : null,
  };
}

/** The shared schema (the API's), applied to what will be sent. */
const resolver: Resolver<CreateInviteInput> = (values, context, options) =>
  zodResolver(CreateInviteSchema, undefined, { raw: true })(inviteBody(values), context, options);

/** The organisation's branches, and the inviter's current one when they work in it. */
type InviteInto = Pick<Organisation, 'allOrganizationBranches'> & {
  authUser?: Pick<Organisation['authUser'], 'organizationBranchId'>;
};

function defaults(organisation: InviteInto): CreateInviteInput {
  const current = organisation.authUser?.organizationBranchId;
  // An admin invites into any branch of the organisation (issue 19 item 7).
  const branches = organisation.allOrganizationBranches;
  const branchId = branches.some((b) => b.id === current) ? current : branches[0]?.id;
  return {
    email: '',
    firstName: '',
    lastName: '',
    phoneNumber: '',
    organizationBranchId: branchId ?? '',
    requiresConsent: false,
    policy: '',
  };
}

/**
 * Invite a colleague (POST /api/user/invites): an organisation user invites a person by e-mail into one of
 * the organisation's branches (the current one unless another is chosen), optionally asking them to
 * consent to a policy first. The invitee gets a link (/account/invite/{code}) that works for a limited time.
 */
export function InviteForm({
  organisation,
  onSent,
}: {
  organisation: InviteInto;
  /** Told once an invite is sent (a Motorwise administrator's page refreshes its list of invites). */
  onSent?: (invite: CreatedInvite) => void;
}) {
  const [sent, setSent] = useState<CreatedInvite | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<CreateInviteInput>({
    resolver,
    defaultValues: defaults(organisation),
    // Checked on send, then as the person corrects: a message appearing on blur moves the fields below, and
    // a click on "Send invite" or the consent box while it does would miss.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const requiresConsent = Boolean(watch('requiresConsent'));
  // The answer shows above the form: bring it into view (on a phone the button is a screen further down).
  const answerRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (sent || formError) answerRef.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [sent, formError]);
  const policyLength = (watch('policy') ?? '').length;

  const onSubmit = async (values: CreateInviteInput) => {
    setFormError(null);
    setSent(null);
    try {
      const created = await createInvite(inviteBody(values));
      setSent(created);
      onSent?.(created);
      // Ready for the next colleague, in the same branch.
      reset({ ...defaults(organisation), organizationBranchId: values.organizationBranchId ?? '' });
    } catch (error) {
      setFormError(applyApiError(error, setError, FIELDS));
    }
  };

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Invite a colleague">
      <Stack gap="md">
        {(sent || formError) && (
          // Clear of the sticky header (two rows for organisation users) when scrolled to.
          <div ref={answerRef} style={{ scrollMarginTop: 140 }}>
            {sent && (
              <FormAlert kind="success" title="Invite sent">
                We sent an invite to <strong style={{ overflowWrap: 'break-word' }}>{sent.email}</strong>. The
                link works until {formatDateTime(sent.expiresUtc)}.
              </FormAlert>
            )}
            {formError && (
              <FormAlert kind="error" title="Invite not sent">
                {formError}
              </FormAlert>
            )}
          </div>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label="Email"
            type="email"
            autoComplete="off"
            withAsterisk
            maxLength={EMAIL_MAX_LENGTH}
            error={errors.email?.message}
            {...register('email')}
          />
          <NativeSelect
            label="Branch"
            data={organisation.allOrganizationBranches.map((b) => ({ value: b.id, label: b.branchName }))}
            error={errors.organizationBranchId?.message}
            {...register('organizationBranchId')}
          />
          <TextInput
            label="First name"
            autoComplete="off"
            maxLength={NAME_MAX_LENGTH}
            error={errors.firstName?.message}
            {...register('firstName')}
          />
          <TextInput
            label="Surname"
            autoComplete="off"
            maxLength={NAME_MAX_LENGTH}
            error={errors.lastName?.message}
            {...register('lastName')}
          />
          <PhoneInput
            label="Phone (optional)"
            autoComplete="off"
            error={errors.phoneNumber?.message}
            {...register('phoneNumber')}
          />
        </SimpleGrid>
        <Checkbox
          label="Ask them to consent to a policy before they join"
          description="They read the policy on the invite page and must agree to it."
          {...register('requiresConsent')}
        />
        <Collapse expanded={requiresConsent}>
          <Textarea
            label="Policy"
            withAsterisk
            autosize
            minRows={4}
            maxRows={10}
            maxLength={POLICY_MAX_LENGTH}
            description={`${policyLength} of ${POLICY_MAX_LENGTH} characters`}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            error={errors.policy?.message}
            {...register('policy')}
          />
        </Collapse>
        <Group justify="space-between" align="center" gap="sm">
          <Text fz="xs" c="dimmed" maw={420}>
            Only the e-mail address is needed: your colleague completes their details when they accept.
          </Text>
          <Button
            type="submit"
            loading={isSubmitting}
            leftSection={<IconSend size={18} aria-hidden="true" />}
          >
            Send invite
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
