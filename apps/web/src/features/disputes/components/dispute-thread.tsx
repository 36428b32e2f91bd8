import { Anchor, Badge, Button, FileInput, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import {
  DISPUTES_LIMITS,
  type Dispute,
  type DisputeParty,
  type DisputeStatus,
  formatRand,
} from '@motorwise/shared';
import { useState } from 'react';
import { FormAlert } from '@/components/form-alert';
import { errorMessageOf } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';
import { downloadEvidence, useWriteInDispute } from '../api/disputes-api';

export const STATUS_LABEL: Record<DisputeStatus, string> = {
  open: 'With Motorwise',
  awaiting_customer: 'Awaiting the customer',
  awaiting_workshop: 'Awaiting the workshop',
  resolved: 'Resolved',
};
export const STATUS_COLOR: Record<DisputeStatus, string> = {
  open: 'blue',
  awaiting_customer: 'orange',
  awaiting_workshop: 'grape',
  resolved: 'teal',
};
const AUTHOR: Record<DisputeParty, string> = {
  customer: 'Customer',
  workshop: 'Workshop',
  admin: 'Motorwise',
};
export const OUTCOME_LABEL = {
  resolved: 'Resolved',
  partial_refund: 'Partial refund',
  full_refund: 'Full refund',
};

/** A dispute's state and thread, each message with its evidence files (downloaded with the caller's rights). */
export function DisputeThread({ dispute }: { dispute: Dispute }) {
  return (
    <Stack gap="sm">
      <Group gap="xs">
        <Badge color={STATUS_COLOR[dispute.status]} variant="light">
          {STATUS_LABEL[dispute.status]}
        </Badge>
        {dispute.kind === 'guarantee' && (
          <Badge color="blue" variant="outline">
            Guarantee claim
          </Badge>
        )}
        <Text fw={600}>{dispute.subject}</Text>
      </Group>
      {dispute.outcome && (
        <Text fz="sm">
          Outcome: {OUTCOME_LABEL[dispute.outcome]}
          {dispute.refundCents !== null && ` (${formatRand(dispute.refundCents)} refunded to the customer)`}
        </Text>
      )}
      <Stack
        gap="xs"
        component="ol"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
        aria-label="Messages"
      >
        {dispute.messages.map((m) => (
          <Paper key={m.id} component="li" withBorder p="sm" radius="sm">
            <Text fz="xs" c="dimmed">
              {AUTHOR[m.author]}
              {m.to && m.author === 'admin' ? ` to ${m.to === 'both' ? 'both sides' : `the ${m.to}`}` : ''} ·{' '}
              {new Date(m.dateCreatedUtc).toLocaleString('en-ZA')}
            </Text>
            <Text fz="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {m.message}
            </Text>
            {m.files.map((f) => (
              <Anchor
                key={f.id}
                component="button"
                type="button"
                fz="sm"
                onClick={async () => {
                  const { blob, fileName } = await downloadEvidence(dispute.id, f.id);
                  saveFile(blob, fileName ?? f.name);
                }}
              >
                {f.name}
              </Anchor>
            ))}
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}

/** The customer's or the workshop's answer in a dispute, with evidence. */
export function DisputeReplyForm({ disputeId }: { disputeId: string }) {
  const write = useWriteInDispute(disputeId);
  const [message, setMessage] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <form
      aria-label="Write in the dispute"
      noValidate
      onSubmit={async (event) => {
        event.preventDefault();
        setProblem(null);
        if (!message.trim()) {
          setProblem('Please write a message.');
          return;
        }
        try {
          await write.mutateAsync({ message, files });
          setMessage('');
          setFiles([]);
        } catch (error) {
          setProblem(errorMessageOf(error));
        }
      }}
    >
      <Stack gap="xs">
        {problem && <FormAlert kind="error">{problem}</FormAlert>}
        <Textarea
          label="Your message"
          autosize
          minRows={2}
          maxLength={DISPUTES_LIMITS.message}
          value={message}
          onChange={(e) => setMessage(e.currentTarget.value)}
        />
        <FileInput
          label="Evidence"
          multiple
          clearable
          accept="image/jpeg,image/png,image/gif,application/pdf"
          value={files}
          onChange={(value) => setFiles(value.slice(0, DISPUTES_LIMITS.evidence))}
        />
        <Group>
          <Button type="submit" loading={write.isPending}>
            Send
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
