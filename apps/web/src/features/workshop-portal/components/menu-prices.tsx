import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  NativeSelect,
  Stack,
  Switch,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  addDays,
  calendarDate,
  formatDate,
  formatRand,
  type InstantPriceJob,
  MENU_PARTS_PREFERENCES,
  type MenuPartsPreference,
  type MenuPrice,
  type SaveMenuPrice,
  SaveMenuPriceSchema,
  VEHICLE_CLASS_TEXT,
  VEHICLE_CLASSES,
  type VehicleClass,
} from '@motorwise/shared';
import { IconDeviceFloppy, IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormAlert } from '@/components/form-alert';
import { MoneyInput } from '@/components/money-input';
import { SectionPanel } from '@/components/section-panel';
import { isApiError } from '@/lib/api-client';
import { applyApiError } from '@/lib/form-errors';
import { useDeleteMenuPrice, useMenuPrices, useSaveMenuPrice } from '../api/menu-prices-api';

/** The menu form as typed: the included lines one per line of the text. */
interface MenuFormValues {
  repairItemTemplateId: string;
  vehicleClass: VehicleClass;
  priceIncl: number | null;
  included: string;
  partsPreference: MenuPartsPreference;
  validUntil: string;
  isActive: boolean;
}

const FIELDS = [
  'repairItemTemplateId',
  'vehicleClass',
  'priceIncl',
  'included',
  'partsPreference',
  'validUntil',
  'isActive',
] as const;

const blank = (jobs: InstantPriceJob[]): MenuFormValues => ({
  repairItemTemplateId: jobs[0]?.id ?? '',
  vehicleClass: 'small',
  priceIncl: null,
  included: jobs[0]?.included.join('\n') ?? '',
  partsPreference: 'Original parts',
  validUntil: addDays(calendarDate(new Date()), 90),
  isActive: true,
});

const valuesOf = (p: MenuPrice): MenuFormValues => ({
  repairItemTemplateId: p.repairItemTemplateId,
  vehicleClass: p.vehicleClass,
  priceIncl: p.priceIncl,
  included: p.included.join('\n'),
  partsPreference: p.partsPreference,
  validUntil: p.validUntil,
  isActive: p.isActive,
});

const linesOf = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

/** The form's schema: the shared one, the included lines read from the text one per line. */
const MenuFormSchema = SaveMenuPriceSchema.extend({
  included: z.string().transform(linesOf).pipe(SaveMenuPriceSchema.shape.included),
});
const menuResolver = zodResolver(MenuFormSchema) as unknown as Resolver<MenuFormValues>;

/** Add or change one price: the job, the class, the price incl. VAT, what it includes, parts, how long. */
function MenuPriceForm({
  jobs,
  editing,
  onDone,
}: {
  jobs: InstantPriceJob[];
  editing: MenuPrice | null;
  onDone: () => void;
}) {
  const save = useSaveMenuPrice();
  const [formError, setFormError] = useState<string | null>(null);
  const { control, register, handleSubmit, setError, setValue, getValues, formState, reset } =
    useForm<MenuFormValues>({
      resolver: menuResolver,
      defaultValues: editing ? valuesOf(editing) : blank(jobs),
    });

  // The resolver hands over the schema's output: the shared body, the lines already split.
  const onSubmit = async (values: MenuFormValues) => {
    setFormError(null);
    const body = values as unknown as SaveMenuPrice;
    try {
      await save.mutateAsync({ id: editing?.id ?? null, body });
      notifications.show({
        color: 'teal',
        title: editing ? 'Price changed' : 'Price published',
        message: 'Customers near you see it when they choose this job for such a vehicle.',
      });
      reset(blank(jobs));
      onDone();
    } catch (error) {
      setFormError(applyApiError(error, setError, FIELDS));
    }
  };

  return (
    <form
      aria-label={editing ? 'Change the price' : 'Publish a price'}
      noValidate
      onSubmit={handleSubmit(onSubmit)}
    >
      <Stack gap="sm">
        {formError && <FormAlert kind="error">{formError}</FormAlert>}
        {editing?.withdrawnReason && (
          <FormAlert kind="warning" title="Withdrawn by Motorwise">
            {`Why: ${editing.withdrawnReason} To offer it again, change the price, what it includes or the parts.`}
          </FormAlert>
        )}
        <Group align="flex-start" wrap="wrap">
          <NativeSelect
            label="Job"
            w={260}
            data={jobs.map((j) => ({ value: j.id, label: j.name }))}
            {...register('repairItemTemplateId', {
              onChange: (event: { target: { value: string } }) => {
                // A new job starts from what its template says is included, unless lines were typed.
                const job = jobs.find((j) => j.id === event.target.value);
                const typed = getValues('included');
                if (job && (!typed || jobs.some((j) => j.included.join('\n') === typed)))
                  setValue('included', job.included.join('\n'));
              },
            })}
            error={formState.errors.repairItemTemplateId?.message}
          />
          <NativeSelect
            label="Vehicle class"
            w={200}
            data={VEHICLE_CLASSES.map((c) => ({ value: c, label: VEHICLE_CLASS_TEXT[c] }))}
            {...register('vehicleClass')}
            error={formState.errors.vehicleClass?.message}
          />
          <Controller
            control={control}
            name="priceIncl"
            render={({ field }) => (
              <MoneyInput
                label="Price incl. VAT"
                w={170}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
                error={formState.errors.priceIncl?.message}
              />
            )}
          />
        </Group>
        <Textarea
          label="What the price includes"
          description="One line each: parts, fluids and labour."
          autosize
          minRows={3}
          maxRows={10}
          {...register('included')}
          error={formState.errors.included?.message}
        />
        <Group align="flex-start" wrap="wrap">
          <NativeSelect
            label="Parts"
            w={200}
            data={[...MENU_PARTS_PREFERENCES]}
            {...register('partsPreference')}
            error={formState.errors.partsPreference?.message}
          />
          <TextInput
            label="Price holds until"
            placeholder="YYYY-MM-DD"
            w={170}
            {...register('validUntil')}
            error={formState.errors.validUntil?.message}
          />
          <Switch
            label="Offered to customers"
            mt={32}
            {...register('isActive')}
            error={formState.errors.isActive?.message}
          />
        </Group>
        <Group>
          <Button type="submit" leftSection={<IconDeviceFloppy size={16} />} loading={save.isPending}>
            {editing ? 'Save the price' : 'Publish the price'}
          </Button>
          {editing && (
            <Button variant="default" onClick={onDone}>
              Cancel
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}

/** /workshop/menu-prices: the workshop's fixed prices for common jobs, per vehicle class (decision 077). */
export function MenuPricesPanel() {
  const menu = useMenuPrices();
  const remove = useDeleteMenuPrice();
  const [editing, setEditing] = useState<MenuPrice | null>(null);
  if (menu.isPending)
    return (
      <Stack align="center" py="xl">
        <Loader aria-label="Loading your prices" />
      </Stack>
    );
  if (menu.isError)
    return (
      <Alert color="red" title="Prices not loaded">
        {isApiError(menu.error) ? menu.error.message : 'Your prices could not be loaded. Please try again.'}
      </Alert>
    );
  const { items, jobs } = menu.data;
  return (
    <Stack gap="lg">
      <SectionPanel labelledBy="menu-title">
        <Stack gap="md">
          <Title order={2} size="h4" id="menu-title">
            Your fixed prices
          </Title>
          {items.length === 0 ? (
            <Text size="sm" c="dimmed">
              No fixed prices yet. Customers who pick one of these jobs for a vehicle of the class see your
              price beside "Request quotes", and can book it at once.
            </Text>
          ) : (
            <Table.ScrollContainer minWidth={640}>
              <Table aria-label="Your fixed prices">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Job</Table.Th>
                    <Table.Th>Vehicle class</Table.Th>
                    <Table.Th>Price incl. VAT</Table.Th>
                    <Table.Th>Parts</Table.Th>
                    <Table.Th>Holds until</Table.Th>
                    <Table.Th />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {items.map((p) => (
                    <Table.Tr key={p.id}>
                      <Table.Td>
                        {p.jobName}{' '}
                        {p.withdrawnReason ? (
                          <>
                            <Badge color="red" variant="light">
                              Withdrawn by Motorwise
                            </Badge>
                            <Text fz="xs" c="dimmed">
                              {p.withdrawnReason}
                            </Text>
                          </>
                        ) : (
                          !p.isActive && (
                            <Badge color="gray" variant="light">
                              Not offered
                            </Badge>
                          )
                        )}
                      </Table.Td>
                      <Table.Td>{VEHICLE_CLASS_TEXT[p.vehicleClass]}</Table.Td>
                      <Table.Td>{formatRand(Math.round(p.priceIncl * 100))}</Table.Td>
                      <Table.Td>{p.partsPreference}</Table.Td>
                      <Table.Td>{formatDate(`${p.validUntil}T12:00:00Z`)}</Table.Td>
                      <Table.Td>
                        <Group gap="xs" wrap="nowrap">
                          <Button
                            size="xs"
                            variant="subtle"
                            leftSection={<IconPencil size={14} />}
                            aria-label={`Change ${p.jobName}, ${VEHICLE_CLASS_TEXT[p.vehicleClass]}`}
                            onClick={() => setEditing(p)}
                          >
                            Change
                          </Button>
                          <Button
                            size="xs"
                            variant="subtle"
                            color="red"
                            leftSection={<IconTrash size={14} />}
                            aria-label={`Remove ${p.jobName}, ${VEHICLE_CLASS_TEXT[p.vehicleClass]}`}
                            onClick={() => remove.mutate(p.id)}
                          >
                            Remove
                          </Button>
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Stack>
      </SectionPanel>
      <SectionPanel labelledBy="menu-form-title">
        <Stack gap="md">
          <Title order={2} size="h4" id="menu-form-title">
            {editing
              ? `Change: ${editing.jobName}, ${VEHICLE_CLASS_TEXT[editing.vehicleClass]}`
              : 'Publish a price'}
          </Title>
          <Text size="sm" c="dimmed">
            The price is what the customer pays for the job as listed. Anything more you find goes to the
            customer as an amendment, as on any job.
          </Text>
          <MenuPriceForm
            key={editing?.id ?? 'new'}
            jobs={jobs}
            editing={editing}
            onDone={() => setEditing(null)}
          />
        </Stack>
      </SectionPanel>
    </Stack>
  );
}
