import { Alert, Badge, Button, FileInput, Group, Stack, Table, Text } from '@mantine/core';
import {
  CATALOGUE_IMPORT_COLUMNS,
  CATALOGUE_IMPORT_MAX_BYTES,
  CATALOGUE_IMPORT_MAX_ROWS,
  type CatalogueImportPreview,
} from '@motorwise/shared';
import { useState } from 'react';
import { SidewaysTable } from '@/components/sideways-table';
import { isApiError, NETWORK_ERROR_MESSAGE } from '@/lib/api-client';
import { useApplyImport, usePreviewImport } from '../api/catalogue-admin-api';

const STATUS_COLOUR = { new: 'teal', changed: 'blue', unchanged: 'gray', invalid: 'red' } as const;

/** The API's message and, for a refused file, its messages per field (the file, or a row and column). */
function problem(error: unknown): string[] {
  if (!isApiError(error)) return [NETWORK_ERROR_MESSAGE];
  return [
    error.message,
    ...Object.entries(error.errors ?? {}).map(([key, list]) => `${key}: ${list.join(' ')}`),
  ];
}

function Counts({ preview }: { preview: CatalogueImportPreview }) {
  return (
    <Group gap="md">
      <Text>
        <strong>{preview.rows}</strong> rows
      </Text>
      <Text c="teal.8">
        <strong>{preview.newVehicles}</strong> new vehicles
      </Text>
      <Text c="blue.8">
        <strong>{preview.changedVehicles}</strong> changed
      </Text>
      <Text c="dimmed">
        <strong>{preview.unchangedVehicles}</strong> unchanged
      </Text>
      <Text c={preview.invalidRows ? 'red.8' : 'dimmed'}>
        <strong>{preview.invalidRows}</strong> bad rows
      </Text>
    </Group>
  );
}

/**
 * /admin/catalogue, import: choose an M&M-code CSV, see what it would add and change and every bad row
 * (row, column, why), then apply it. Apply waits until the file has no bad row; the API applies it in one
 * transaction and refuses a file with a bad row whole.
 */
export function CatalogueImport() {
  const [file, setFile] = useState<File | null>(null);
  const preview = usePreviewImport();
  const apply = useApplyImport();
  const checked = preview.data;
  const choose = (next: File | null) => {
    setFile(next);
    preview.reset();
    apply.reset();
    if (next) preview.mutate(next);
  };
  return (
    <Stack>
      <Text fz="sm" c="dimmed">
        A CSV in the M&amp;M-code layout (UTF-8, comma-separated, a header row; at most{' '}
        {CATALOGUE_IMPORT_MAX_BYTES / 1024 / 1024} MB and {CATALOGUE_IMPORT_MAX_ROWS.toLocaleString('en-ZA')}{' '}
        rows). Each row is one model per M&amp;M code, made from year_from to year_to; a vehicle is known by
        its M&amp;M code and year, so importing a file again changes only what differs. Columns:{' '}
        {CATALOGUE_IMPORT_COLUMNS.map((c) => (c.required ? `${c.name}*` : c.name)).join(', ')} (* required).
      </Text>
      <FileInput
        label="Catalogue CSV"
        placeholder="Choose a CSV file"
        accept=".csv,text/csv"
        value={file}
        onChange={choose}
        clearable
      />
      {preview.isPending && <Text>Checking the file…</Text>}
      {preview.isError && (
        <Alert color="red" role="alert" title="The file cannot be imported">
          {problem(preview.error).map((line) => (
            <Text key={line} fz="sm">
              {line}
            </Text>
          ))}
        </Alert>
      )}
      {checked && (
        <Stack gap="sm">
          <Counts preview={checked} />
          {checked.errors.length > 0 && (
            <Alert color="red" role="alert" title="Fix these rows, then choose the file again">
              <Table fz="sm" aria-label="Bad rows">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Row</Table.Th>
                    <Table.Th>Column</Table.Th>
                    <Table.Th>Why</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {checked.errors.map((e) => (
                    <Table.Tr key={`${e.row}-${e.column}-${e.message}`}>
                      <Table.Td>{e.row}</Table.Td>
                      <Table.Td>{e.column}</Table.Td>
                      <Table.Td>{e.message}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Alert>
          )}
          <SidewaysTable label="Preview">
            <Table fz="sm" striped aria-label="Preview">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Row</Table.Th>
                  <Table.Th>M&amp;M code</Table.Th>
                  <Table.Th>Brand</Table.Th>
                  <Table.Th>Range</Table.Th>
                  <Table.Th>Model</Table.Th>
                  <Table.Th>Years</Table.Th>
                  <Table.Th>Status</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {checked.preview.map((r) => (
                  <Table.Tr key={r.row}>
                    <Table.Td>{r.row}</Table.Td>
                    <Table.Td>{r.meadCode}</Table.Td>
                    <Table.Td>{r.brand}</Table.Td>
                    <Table.Td>{r.range}</Table.Td>
                    <Table.Td>{r.model}</Table.Td>
                    <Table.Td>{r.years}</Table.Td>
                    <Table.Td>
                      <Badge color={STATUS_COLOUR[r.status]} variant="light">
                        {r.status}
                      </Badge>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </SidewaysTable>
          {checked.preview.length < checked.rows && (
            <Text fz="xs" c="dimmed">
              The first {checked.preview.length} of {checked.rows} rows, bad rows first.
            </Text>
          )}
          <Group>
            <Button
              // Checked again once applied: the rows then read unchanged, and Apply has nothing left to do.
              onClick={() => file && apply.mutate(file, { onSuccess: () => preview.mutate(file) })}
              loading={apply.isPending}
              disabled={
                !file || checked.invalidRows > 0 || checked.newVehicles + checked.changedVehicles === 0
              }
            >
              Apply import
            </Button>
            {checked.invalidRows > 0 && (
              <Text fz="sm" c="red.8">
                Nothing is imported while a row is bad.
              </Text>
            )}
          </Group>
        </Stack>
      )}
      {apply.isError && (
        <Alert color="red" role="alert" title="Nothing was imported">
          {problem(apply.error).map((line) => (
            <Text key={line} fz="sm">
              {line}
            </Text>
          ))}
        </Alert>
      )}
      {apply.isSuccess && (
        <Alert color="teal" role="status" title="Imported">
          {apply.data.newVehicles} vehicles added, {apply.data.changedVehicles} changed. Vehicle search has
          them now.
        </Alert>
      )}
    </Stack>
  );
}
