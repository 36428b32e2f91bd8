import {
  Accordion,
  Alert,
  Anchor,
  Badge,
  Button,
  Center,
  Grid,
  Group,
  Loader,
  Paper,
  Stack,
  Switch,
  Title,
} from '@mantine/core';
import type { GarageVehicle, PolicyDialog } from '@motorwise/shared';
import { IconArrowLeft, IconFileInvoice, IconTrash } from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useConfirm } from '@/components/confirm-dialog';
import {
  ServiceScheduleTable,
  VehicleCard,
  VehicleDetailsTable,
  VehicleHistoryTable,
} from '@/features/vehicles';
import { isApiError } from '@/lib/api-client';
import {
  useDeleteGarageVehicle,
  useGarageVehicle,
  useServiceSchedule,
  useVehicleHistory,
} from '../api/garage-api';
import { AttachmentsPanel } from './attachments-panel';
import { EditVehicleForm } from './edit-vehicle-form';
import { MileageHistory } from './mileage-history';
import { PolicyCard, PolicyDialogModal, policyDialogOf } from './policy';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `garage-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} component="section" aria-labelledby={id}>
      <Title order={2} fz="h4" id={id} mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/** spec: the service schedule toggle and table (GET queryVehicleServiceSchedule/{id}). */
export function GarageServiceSchedule({ id, defaultOpen = false }: { id: string; defaultOpen?: boolean }) {
  const [open, setOpen] = useState(defaultOpen);
  const schedule = useServiceSchedule(id, open);
  return (
    <Stack gap="sm">
      <Switch
        label="Show service schedule"
        checked={open}
        onChange={(event) => setOpen(event.currentTarget.checked)}
      />
      {open && schedule.isLoading && <Loader size="sm" aria-label="Loading the service schedule" />}
      {open && schedule.isError && (
        <Alert color="red" variant="light">
          The service schedule could not be loaded.
        </Alert>
      )}
      {open && schedule.data && <ServiceScheduleTable schedule={schedule.data} />}
    </Stack>
  );
}

export function GarageVehicleHistory({ id }: { id: string }) {
  const history = useVehicleHistory(id);
  if (history.isLoading) return <Loader size="sm" aria-label="Loading the request history" />;
  if (history.isError)
    return (
      <Alert color="red" variant="light">
        The request history could not be loaded.
      </Alert>
    );
  return <VehicleHistoryTable entries={history.data?.items ?? []} />;
}

/** The policy dialog shows once when a vehicle with a warning or info status is opened. */
function usePolicyDialogOnce(vehicle: GarageVehicle | undefined) {
  const [dialog, setDialog] = useState<PolicyDialog | null>(null);
  const shownFor = useRef<string | null>(null);
  useEffect(() => {
    if (!vehicle || shownFor.current === vehicle.id) return;
    shownFor.current = vehicle.id;
    const shown = policyDialogOf(vehicle.innovationPolicy);
    if (shown) setDialog(shown);
  }, [vehicle]);
  return [dialog, () => setDialog(null)] as const;
}

/** One garage vehicle: card, policy, edit, mileage, attachments and report, schedule, history, details. */
export function GarageVehicleDetail({ id }: { id: string }) {
  const navigate = useNavigate();
  const query = useGarageVehicle(id);
  const remove = useDeleteGarageVehicle();
  const vehicle = query.data;
  const [dialog, closeDialog] = usePolicyDialogOnce(vehicle);
  const [confirm, confirmDialog] = useConfirm();

  if (query.isLoading)
    return (
      <Center h={200}>
        <Loader aria-label="Loading the vehicle" />
      </Center>
    );
  if (!vehicle)
    return (
      <Alert color="red" variant="light" title="Vehicle not found">
        {isApiError(query.error) && query.error.status === 404
          ? 'This vehicle is not in your garage.'
          : 'The vehicle could not be loaded. Please try again.'}{' '}
        <Anchor component={Link} to="/my-garage">
          Back to My Garage
        </Anchor>
      </Alert>
    );

  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/my-garage" fz="sm" w="fit-content">
        <Group gap={4}>
          <IconArrowLeft size={16} aria-hidden="true" /> All my vehicles
        </Group>
      </Anchor>
      <VehicleCard
        vehicle={vehicle.vehicle}
        name={vehicle.name}
        badge={
          <>
            {vehicle.status && <Badge variant="light">{vehicle.status}</Badge>}
            {vehicle.vehicleLicensePlate && (
              <Badge variant="outline" color="navy">
                {vehicle.vehicleLicensePlate}
              </Badge>
            )}
          </>
        }
      >
        <Group gap="sm">
          <Button
            color="ember.4"
            c="navy.9"
            leftSection={<IconFileInvoice size={18} aria-hidden="true" />}
            onClick={() => navigate(`/new-quote/${vehicle.id}`)}
          >
            Get a quote
          </Button>
          <Button
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={18} aria-hidden="true" />}
            loading={remove.isPending}
            onClick={() =>
              confirm(
                {
                  title: 'Remove this vehicle?',
                  message: `${vehicle.name} will be removed from your garage. Its requests stay in your history.`,
                  confirmLabel: 'Remove',
                  danger: true,
                },
                () => remove.mutate(vehicle.id, { onSuccess: () => navigate('/my-garage') }),
              )
            }
          >
            Remove from garage
          </Button>
        </Group>
      </VehicleCard>

      <PolicyCard policy={vehicle.innovationPolicy} />

      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">
            <Section title="Your vehicle">
              <EditVehicleForm key={`${vehicle.id}-${vehicle.vehicleMileage}`} vehicle={vehicle} />
            </Section>
            <Section title="Mileage history">
              <MileageHistory vehicle={vehicle} />
            </Section>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Section title="Documents">
            <AttachmentsPanel vehicle={vehicle} />
          </Section>
        </Grid.Col>
      </Grid>

      <Section title="Service schedule">
        <GarageServiceSchedule id={vehicle.id} />
      </Section>

      <Section title="Request history">
        <GarageVehicleHistory id={vehicle.id} />
      </Section>

      <Accordion variant="contained" radius="md">
        <Accordion.Item value="details">
          <Accordion.Control>Vehicle specifications</Accordion.Control>
          <Accordion.Panel>
            <VehicleDetailsTable vehicle={vehicle.vehicle} />
          </Accordion.Panel>
        </Accordion.Item>
      </Accordion>

      <PolicyDialogModal dialog={dialog} onClose={closeDialog} />
      {confirmDialog}
    </Stack>
  );
}
