import {
  Alert,
  Button,
  Group,
  Loader,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Region } from '@motorwise/shared';
import { lazy, Suspense, useState } from 'react';
import { FormAlert } from '@/components/form-alert';
import { WorkshopMap } from '@/features/quote-requests';
import { errorMessageOf } from '@/lib/api-client';
import { fieldMessagesOf } from '@/lib/form-errors';
import { useAdminRegions, useDeleteRegion, useSaveRegion } from '../api/regions-admin-api';
import {
  draftOf,
  extentOf,
  inputOf,
  type Point,
  previewRegion,
  problemsOf,
  type RegionDraft,
  round6,
  sampleWorkshop,
  typedNumber,
} from './region-draft';

// Leaflet only when a region is drawn.
const RegionMap = lazy(() => import('./region-map').then((m) => ({ default: m.RegionMap })));

const shapeText = (r: Region) =>
  r.shape === 'circle' && r.radiusKm ? `Circle, ${r.radiusKm} km` : `Polygon, ${r.coordinates.length} points`;

/** The customer's step-3 map (the wizard's own component) with the region served by a workshop at its middle. */
function CustomerPreview({ draft }: { draft: RegionDraft }) {
  const region = previewRegion(draft, 'preview-region');
  if (!region)
    return (
      <Text c="dimmed" fz="sm">
        Draw the region to see it as a customer does.
      </Text>
    );
  const { centre, km } = region.centre
    ? { centre: region.centre, km: region.radiusKm ?? 10 }
    : extentOf(region.coordinates);
  return (
    <Suspense fallback={<Loader size="sm" />}>
      <WorkshopMap
        centre={centre}
        radiusKm={Math.min(50, Math.max(5, km))}
        workshops={[sampleWorkshop(region, centre)]}
        regions={[region]}
        selected={[]}
        onToggle={() => {}}
        height={300}
      />
    </Suspense>
  );
}

function PointAdder({ onAdd }: { onAdd: (p: Point) => void }) {
  const [lat, setLat] = useState('');
  const [lng, setLng] = useState('');
  const la = typedNumber(lat);
  const ln = typedNumber(lng);
  const good = Number.isFinite(la) && Number.isFinite(ln) && Math.abs(la) <= 90 && Math.abs(ln) <= 180;
  return (
    <Group align="end" gap="xs">
      <TextInput
        label="Point latitude"
        inputMode="decimal"
        value={lat}
        onChange={(e) => setLat(e.target.value)}
      />
      <TextInput
        label="Point longitude"
        inputMode="decimal"
        value={lng}
        onChange={(e) => setLng(e.target.value)}
      />
      <Button
        variant="default"
        disabled={!good}
        onClick={() => {
          onAdd({ lat: round6(la), lng: round6(ln) });
          setLat('');
          setLng('');
        }}
      >
        Add point
      </Button>
    </Group>
  );
}

/** One region's form: its names, its shape drawn on the map (or typed), the checks, the customer's view. */
export function RegionForm({ region, onDone }: { region: Region | null; onDone: () => void }) {
  const [draft, setDraft] = useState<RegionDraft>(() => draftOf(region));
  const [tried, setTried] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const save = useSaveRegion();
  const change = (next: Partial<RegionDraft>) => {
    setDraft((d) => ({ ...d, ...next }));
    setServerErrors((e) => {
      const left = { ...e };
      for (const k of Object.keys(next)) delete left[k === 'centreLat' || k === 'centreLng' ? 'centre' : k];
      if ('points' in next) delete left.coordinates;
      return left;
    });
  };
  const problems = problemsOf(draft);
  // The outline's checks show as soon as there is an outline; the rest once a save was tried.
  const shown: Record<string, string> = { ...(tried ? problems : {}), ...serverErrors };
  if (draft.shape === 'polygon' && draft.points.length >= 3 && problems.coordinates)
    shown.coordinates = problems.coordinates;

  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    setTried(true);
    setFormError(null);
    if (Object.keys(problems).length > 0) return;
    try {
      const saved = await save.mutateAsync({ id: region?.id ?? null, region: inputOf(draft) });
      notifications.show({
        color: 'teal',
        title: `${saved.name} saved`,
        message: 'Customers see it at once.',
      });
      onDone();
    } catch (error) {
      const fields = fieldMessagesOf(error);
      if (fields) {
        setServerErrors(fields);
        setFormError('Please correct the fields marked.');
      } else setFormError(errorMessageOf(error));
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label={region ? `Edit ${region.name}` : 'New region'}>
      <Stack gap="md">
        <Title order={3}>{region ? `Edit ${region.name}` : 'New region'}</Title>
        {formError && (
          <FormAlert kind="error" title="Region not saved">
            {formError}
          </FormAlert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            label="Name"
            withAsterisk
            value={draft.name}
            error={shown.name}
            onChange={(e) => change({ name: e.target.value })}
          />
          <TextInput
            label="Province"
            withAsterisk
            value={draft.province}
            error={shown.province}
            onChange={(e) => change({ province: e.target.value })}
          />
          <TextInput
            label="Metro or district"
            withAsterisk
            value={draft.metro}
            error={shown.metro}
            onChange={(e) => change({ metro: e.target.value })}
          />
        </SimpleGrid>
        <SegmentedControl
          aria-label="Shape"
          value={draft.shape}
          onChange={(v) => change({ shape: v as RegionDraft['shape'] })}
          data={[
            { value: 'polygon', label: 'Polygon' },
            { value: 'circle', label: 'Circle' },
          ]}
        />
        <Text fz="sm" c="dimmed">
          {draft.shape === 'polygon'
            ? 'Click the map to add each corner in order; drag a corner to move it. The outline closes itself.'
            : 'Click the map to place the centre (drag it to move), then give the radius.'}
        </Text>
        <Suspense fallback={<Loader size="sm" />}>
          <RegionMap draft={draft} onChange={change} />
        </Suspense>
        {draft.shape === 'circle' ? (
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput
              label="Centre latitude"
              inputMode="decimal"
              value={draft.centreLat}
              error={shown.centre}
              onChange={(e) => change({ centreLat: e.target.value })}
            />
            <TextInput
              label="Centre longitude"
              inputMode="decimal"
              value={draft.centreLng}
              onChange={(e) => change({ centreLng: e.target.value })}
            />
            <TextInput
              label="Radius (km)"
              inputMode="decimal"
              value={draft.radiusKm}
              error={shown.radiusKm}
              onChange={(e) => change({ radiusKm: e.target.value })}
            />
          </SimpleGrid>
        ) : (
          <Stack gap="xs">
            <Text fw={600} fz="sm">
              Points ({draft.points.length})
            </Text>
            {draft.points.map((p, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a point is its place in the outline.
              <Group key={i} gap="xs">
                <Text fz="sm">
                  {i + 1}. {p.lat}, {p.lng}
                </Text>
                <Button
                  size="compact-xs"
                  variant="subtle"
                  aria-label={`Remove point ${i + 1}`}
                  onClick={() => change({ points: draft.points.filter((_, j) => j !== i) })}
                >
                  Remove
                </Button>
              </Group>
            ))}
            <PointAdder onAdd={(p) => change({ points: [...draft.points, p] })} />
            {shown.coordinates && (
              <Text c="red" fz="sm" role="alert">
                {shown.coordinates}
              </Text>
            )}
          </Stack>
        )}
        <Title order={4}>What a customer sees</Title>
        <CustomerPreview draft={draft} />
        <Group>
          <Button type="submit" loading={save.isPending}>
            Save region
          </Button>
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** /admin/regions: the regions, each edited as a circle or a polygon; one in use cannot be deleted. */
export function RegionsAdmin() {
  const regions = useAdminRegions();
  const remove = useDeleteRegion();
  const [editing, setEditing] = useState<Region | 'new' | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  const onDelete = async (r: Region) => {
    setDeleteError(null);
    try {
      await remove.mutateAsync(r.id);
      notifications.show({ color: 'teal', title: `${r.name} deleted`, message: 'It is no longer offered.' });
    } catch (error) {
      setDeleteError(errorMessageOf(error));
    }
    setConfirming(null);
  };

  if (editing)
    return (
      <RegionForm
        key={editing === 'new' ? 'new' : editing.id}
        region={editing === 'new' ? null : editing}
        onDone={() => setEditing(null)}
      />
    );
  if (regions.isPending) return <Loader size="sm" />;
  if (regions.isError)
    return (
      <Alert color="red" role="alert">
        The regions could not be loaded. Please try again.
      </Alert>
    );
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text c="dimmed" fz="sm">
          {regions.data.length} regions. Workshops keep their regions when a region is edited.
        </Text>
        <Button onClick={() => setEditing('new')}>New region</Button>
      </Group>
      {deleteError && (
        <FormAlert kind="error" title="Region not deleted">
          {deleteError}
        </FormAlert>
      )}
      <Table striped aria-label="Regions">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Province</Table.Th>
            <Table.Th>Metro</Table.Th>
            <Table.Th>Shape</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {regions.data.map((r) => (
            <Table.Tr key={r.id}>
              <Table.Td>{r.name}</Table.Td>
              <Table.Td>{r.province}</Table.Td>
              <Table.Td>{r.metro}</Table.Td>
              <Table.Td>{shapeText(r)}</Table.Td>
              <Table.Td>
                <Group gap="xs" justify="end">
                  <Button
                    size="compact-sm"
                    variant="default"
                    aria-label={`Edit ${r.name}`}
                    onClick={() => setEditing(r)}
                  >
                    Edit
                  </Button>
                  {confirming === r.id ? (
                    <Button
                      size="compact-sm"
                      color="red"
                      loading={remove.isPending}
                      aria-label={`Confirm deleting ${r.name}`}
                      onClick={() => onDelete(r)}
                    >
                      Confirm delete
                    </Button>
                  ) : (
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      color="red"
                      aria-label={`Delete ${r.name}`}
                      onClick={() => setConfirming(r.id)}
                    >
                      Delete
                    </Button>
                  )}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
