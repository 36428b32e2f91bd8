import { Alert, Button, FileInput, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import {
  GARAGE_LIMITS,
  type GarageVehicle,
  type ManualVehicle,
  MILEAGE_MAX_LENGTH,
  mileageSchema,
  type Vehicle,
} from '@motorwise/shared';
import { IconFileTypePdf, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { SectionPanel } from '@/components/section-panel';
import { ManualVehicleForm, VehicleCard, VehicleSearchWidget } from '@/features/vehicles';
import { isApiError } from '@/lib/api-client';
import { useUpsertGarageVehicle } from '../api/garage-api';
import { reportProblems } from './attachments-panel';

type Choice = { kind: 'catalogue'; vehicle: Vehicle } | { kind: 'manual' };

/** Add a vehicle to My Garage: find it in the catalogue (or type it in), name it, its mileage, a report. */
export function AddVehiclePanel({
  onAdded,
  onCancel,
}: {
  onAdded: (v: GarageVehicle) => void;
  onCancel: () => void;
}) {
  const [choice, setChoice] = useState<Choice | null>(null);
  const [manual, setManual] = useState<ManualVehicle | null>(null);
  const [name, setName] = useState('');
  const [mileage, setMileage] = useState('');
  const [mileageError, setMileageError] = useState<string | null>(null);
  const [report, setReport] = useState<File | null>(null);
  const [reportError, setReportError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const upsert = useUpsertGarageVehicle();

  const save = () => {
    setError(null);
    let mileageValue: number | undefined;
    if (mileage.trim() !== '') {
      const parsed = mileageSchema().safeParse(mileage);
      if (!parsed.success) {
        setMileageError(parsed.error.issues[0]?.message ?? null);
        return;
      }
      mileageValue = parsed.data;
    }
    setMileageError(null);
    if (!choice || (choice.kind === 'manual' && !manual)) return;
    upsert.mutate(
      {
        ...(choice.kind === 'catalogue'
          ? { vehicleId: String(choice.vehicle.id) }
          : { manualVehicle: manual ?? undefined }),
        name: name.trim(),
        ...(mileageValue !== undefined ? { vehicleMileage: mileageValue } : {}),
        ...(report ? { vehicleReportAttachment: report } : {}),
      },
      {
        onSuccess: onAdded,
        onError: (caught) => {
          const first = isApiError(caught) ? Object.values(caught.errors ?? {})[0]?.[0] : undefined;
          setError(first ?? (isApiError(caught) ? caught.message : 'The vehicle could not be added.'));
        },
      },
    );
  };

  return (
    <SectionPanel labelledBy="add-vehicle-title">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} fz="h3" id="add-vehicle-title">
            Add a vehicle
          </Title>
          <Button variant="subtle" onClick={onCancel}>
            Cancel
          </Button>
        </Group>
        {!choice && (
          <VehicleSearchWidget
            defaultStarted
            onSelectVehicle={(vehicle) => setChoice({ kind: 'catalogue', vehicle })}
            onManualEntry={() => setChoice({ kind: 'manual' })}
          />
        )}
        {choice?.kind === 'catalogue' && <VehicleCard vehicle={choice.vehicle} />}
        {choice?.kind === 'manual' && (
          <Stack gap="xs">
            <Text fw={700}>Your vehicle</Text>
            <ManualVehicleForm onChange={setManual} />
          </Stack>
        )}
        {choice && (
          <>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput
                label="Name"
                description="Leave empty for 'VEHICLE'"
                placeholder="e.g. Work bakkie"
                maxLength={GARAGE_LIMITS.name}
                value={name}
                onChange={(event) => setName(event.currentTarget.value)}
              />
              <TextInput
                label="Mileage (km)"
                description="Today's odometer reading"
                inputMode="numeric"
                maxLength={MILEAGE_MAX_LENGTH}
                value={mileage}
                error={mileageError}
                onChange={(event) => setMileage(event.currentTarget.value)}
              />
            </SimpleGrid>
            <FileInput
              label="Vehicle report (optional)"
              description="An inspection report as a PDF, for example a Dekra report"
              placeholder="Choose a PDF"
              accept="application/pdf,.pdf"
              leftSection={<IconFileTypePdf size={18} aria-hidden="true" />}
              clearable
              value={report}
              error={reportError}
              onChange={(file) => {
                const problems = file ? reportProblems(file) : [];
                setReportError(problems[0] ?? null);
                setReport(problems.length > 0 ? null : file);
              }}
            />
            {error && (
              <Alert color="red" variant="light" role="alert">
                {error}
              </Alert>
            )}
            <Group justify="space-between">
              <Button variant="default" onClick={() => setChoice(null)}>
                Choose another vehicle
              </Button>
              <Button
                leftSection={<IconPlus size={18} aria-hidden="true" />}
                onClick={save}
                loading={upsert.isPending}
                disabled={choice.kind === 'manual' && !manual}
              >
                Add to My Garage
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </SectionPanel>
  );
}
