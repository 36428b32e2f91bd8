import { ActionIcon, Alert, Button, FileButton, Group, List, Stack, Text, Tooltip } from '@mantine/core';
import {
  fileExtension,
  formatDate,
  GARAGE_LIMITS,
  type GarageVehicle,
  isVehicleReportFile,
  messages,
  shortenFileName,
  type VehicleAttachment,
  validateAttachment,
} from '@motorwise/shared';
import {
  IconDownload,
  IconEye,
  IconFileTypePdf,
  IconPaperclip,
  IconTrash,
  IconUpload,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useConfirm } from '@/components/confirm-dialog';
import { PdfViewerModal } from '@/features/vehicles';
import { isApiError } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';
import {
  downloadVehicleAttachment,
  useDeleteVehicleAttachment,
  useUpsertGarageVehicle,
} from '../api/garage-api';

const REPORT_LABEL = 'Vehicle report';

/** Client-side checks with the shared rules (the API checks the content again). */
export function attachmentProblems(files: File[]): string[] {
  const problems: string[] = [];
  if (files.length > GARAGE_LIMITS.attachmentsPerUpload)
    problems.push(`Attach at most ${GARAGE_LIMITS.attachmentsPerUpload} files at a time.`);
  for (const file of files) {
    for (const problem of validateAttachment({ name: file.name, sizeBytes: file.size, mimeType: file.type }))
      problems.push(`${file.name}: ${problem}`);
  }
  return problems;
}

/** A vehicle report is a PDF within the attachment limits. */
export function reportProblems(file: File): string[] {
  const problems = validateAttachment({ name: file.name, sizeBytes: file.size, mimeType: file.type }).map(
    (p) => p.replace(/^Attachment/, REPORT_LABEL),
  );
  if (fileExtension(file.name) !== 'pdf' && !problems.includes(messages.ext(REPORT_LABEL)))
    problems.unshift(messages.ext(REPORT_LABEL));
  return problems;
}

function errorText(error: unknown): string {
  if (isApiError(error)) {
    const first = Object.values(error.errors ?? {})[0]?.[0];
    return first ?? error.message;
  }
  return 'The upload failed. Please try again.';
}

interface ViewerState {
  file: Blob | null;
  fileName: string;
  /** Given as the vehicle's report: opens on page 3 whatever its name. */
  vehicleReport: boolean;
}

/**
 * Attachments and the vehicle report of a garage vehicle: upload (checked here with the shared rules),
 * list, download, view (PDFs, in the viewer: a vehicle report opens on page 3) and delete.
 */
export function AttachmentsPanel({ vehicle }: { vehicle: GarageVehicle }) {
  const [confirm, confirmDialog] = useConfirm();
  const upsert = useUpsertGarageVehicle();
  const remove = useDeleteVehicleAttachment();
  const [problems, setProblems] = useState<string[]>([]);
  const [viewer, setViewer] = useState<ViewerState | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);

  const upload = (input: { vehicleAttachments?: File[]; vehicleReportAttachment?: File }) => {
    setProblems([]);
    upsert.mutate({ id: vehicle.id, ...input }, { onError: (error) => setProblems([errorText(error)]) });
  };

  const open = async (attachment: VehicleAttachment, view: boolean) => {
    setBusyId(attachment.id);
    const vehicleReport = attachment.isVehicleReport;
    if (view) setViewer({ file: null, fileName: attachment.attachmentFileName, vehicleReport });
    try {
      const { blob, fileName } = await downloadVehicleAttachment(attachment.id);
      const name = fileName ?? attachment.attachmentFileName;
      if (view) setViewer({ file: blob, fileName: name, vehicleReport });
      else saveFile(blob, name);
    } catch (error) {
      setViewer(null);
      setProblems([errorText(error)]);
    } finally {
      setBusyId(null);
    }
  };

  const report = vehicle.vehicleReportAttachment;
  const others = vehicle.vehicleAttachments.filter((a) => a.id !== report?.id);

  return (
    <Stack gap="md">
      {confirmDialog}
      {problems.length > 0 && (
        <Alert
          color="red"
          variant="light"
          title="Not uploaded"
          role="alert"
          withCloseButton
          onClose={() => setProblems([])}
        >
          <List size="sm">
            {problems.map((p) => (
              <List.Item key={p}>{p}</List.Item>
            ))}
          </List>
        </Alert>
      )}

      <Stack gap="xs">
        <Text fw={700}>{REPORT_LABEL}</Text>
        {report ? (
          <Group gap="sm" wrap="wrap">
            <IconFileTypePdf size={20} aria-hidden="true" />
            <Text fz="sm" title={report.attachmentFileName}>
              {shortenFileName(report.attachmentFileName)}
            </Text>
            <Button
              size="xs"
              leftSection={<IconEye size={16} aria-hidden="true" />}
              onClick={() => open(report, true)}
              loading={busyId === report.id && viewer === null}
            >
              View report
            </Button>
          </Group>
        ) : (
          <Text fz="sm" c="dimmed">
            No vehicle report yet. Upload an inspection report (PDF), for example a Dekra report.
          </Text>
        )}
        <FileButton
          accept="application/pdf,.pdf"
          onChange={(file) => {
            if (!file) return;
            const found = reportProblems(file);
            if (found.length > 0) setProblems(found.map((p) => `${file.name}: ${p}`));
            else upload({ vehicleReportAttachment: file });
          }}
        >
          {(props) => (
            <Button
              {...props}
              variant="light"
              size="xs"
              w="fit-content"
              leftSection={<IconUpload size={16} aria-hidden="true" />}
              loading={upsert.isPending}
            >
              {report ? 'Replace vehicle report' : 'Upload vehicle report'}
            </Button>
          )}
        </FileButton>
      </Stack>

      <Stack gap="xs">
        <Text fw={700}>Attachments</Text>
        {others.length === 0 ? (
          <Text fz="sm" c="dimmed">
            No attachments yet (photos, invoices, licence disk; jpeg, jpg, gif, png, svg or pdf up to 8 MB).
          </Text>
        ) : (
          <Stack
            gap={6}
            component="ul"
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
            aria-label="Attachments"
          >
            {others.map((attachment) => {
              const pdf = fileExtension(attachment.attachmentFileName) === 'pdf';
              return (
                <Group key={attachment.id} component="li" gap="xs" wrap="nowrap" justify="space-between">
                  <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
                    <IconPaperclip size={16} aria-hidden="true" />
                    <Text fz="sm" title={attachment.attachmentFileName} truncate>
                      {shortenFileName(attachment.attachmentFileName)}
                    </Text>
                    <Text fz="xs" c="dimmed" visibleFrom="xs">
                      {formatDate(attachment.dateCreatedUtc)}
                    </Text>
                  </Group>
                  <Group gap={4} wrap="nowrap">
                    {pdf && (
                      <Tooltip label="View">
                        <ActionIcon
                          variant="subtle"
                          aria-label={`View ${attachment.attachmentFileName}`}
                          onClick={() => open(attachment, true)}
                        >
                          <IconEye size={18} />
                        </ActionIcon>
                      </Tooltip>
                    )}
                    <Tooltip label="Download">
                      <ActionIcon
                        variant="subtle"
                        aria-label={`Download ${attachment.attachmentFileName}`}
                        loading={busyId === attachment.id}
                        onClick={() => open(attachment, false)}
                      >
                        <IconDownload size={18} />
                      </ActionIcon>
                    </Tooltip>
                    <Tooltip label="Delete">
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={`Delete ${attachment.attachmentFileName}`}
                        loading={remove.isPending && remove.variables === attachment.id}
                        onClick={() =>
                          confirm(
                            {
                              title: 'Delete this document?',
                              message: `${attachment.attachmentFileName} will be removed from this vehicle.`,
                              confirmLabel: 'Delete',
                              danger: true,
                            },
                            () => remove.mutate(attachment.id),
                          )
                        }
                      >
                        <IconTrash size={18} />
                      </ActionIcon>
                    </Tooltip>
                  </Group>
                </Group>
              );
            })}
          </Stack>
        )}
        <FileButton
          multiple
          accept=".jpeg,.jpg,.gif,.png,.svg,.pdf,image/*,application/pdf"
          onChange={(files) => {
            if (files.length === 0) return;
            const found = attachmentProblems(files);
            if (found.length > 0) setProblems(found);
            else upload({ vehicleAttachments: files });
          }}
        >
          {(props) => (
            <Button
              {...props}
              variant="light"
              size="xs"
              w="fit-content"
              leftSection={<IconUpload size={16} aria-hidden="true" />}
              loading={upsert.isPending}
            >
              Add attachments
            </Button>
          )}
        </FileButton>
      </Stack>

      <PdfViewerModal
        opened={viewer !== null}
        onClose={() => setViewer(null)}
        file={viewer?.file ?? null}
        fileName={viewer?.fileName ?? null}
        vehicleReport={viewer?.vehicleReport}
        title={
          viewer && (viewer.vehicleReport || isVehicleReportFile(viewer.fileName))
            ? `${REPORT_LABEL}: ${viewer.fileName}`
            : undefined
        }
      />
    </Stack>
  );
}
