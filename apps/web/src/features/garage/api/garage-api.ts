import {
  GARAGE_API,
  GARAGE_PAGE_SIZE,
  type GarageVehicle,
  type GarageVehicleFields,
  GarageVehicleFieldsSchema,
  GarageVehiclePageSchema,
  GarageVehicleSchema,
  type ManualVehicle,
  MessageSchema,
  ServiceScheduleSchema,
  VehicleHistoryPageSchema,
} from '@motorwise/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { useSession } from '@/lib/session';

export const garageKeys = {
  all: ['garage'] as const,
  lists: ['garage', 'list'] as const,
  list: (filter: string, page: number) => ['garage', 'list', filter, page] as const,
  vehicle: (id: string) => ['garage', 'vehicle', id] as const,
  schedule: (id: string) => ['garage', 'schedule', id] as const,
  history: (id: string) => ['garage', 'history', id] as const,
};

/** spec: POST /api/user/getVehicles { filter, page, itemsPerPage } (50 per page). */
export function getGarageVehicles(
  query: { filter?: string; page?: number; itemsPerPage?: number },
  signal?: AbortSignal,
) {
  return apiClient.call(GARAGE_API.getVehicles, {
    body: {
      filter: query.filter ?? '',
      page: query.page ?? 1,
      itemsPerPage: query.itemsPerPage ?? GARAGE_PAGE_SIZE,
    },
    schema: GarageVehiclePageSchema,
    signal,
  });
}

export function getGarageVehicle(id: string, signal?: AbortSignal) {
  return apiClient.call(GARAGE_API.getVehicle, { params: { id }, schema: GarageVehicleSchema, signal });
}

/**
 * upsertVehicle: the text fields of the shared GarageVehicleFieldsSchema (an absent field keeps what is
 * stored, an empty one clears it), a vehicle typed in by hand, and the files.
 */
export type GarageVehicleUpsert = GarageVehicleFields & {
  /** Sent as vehicle.brand, vehicle.year, ... */
  manualVehicle?: ManualVehicle | undefined;
  vehicleReportAttachment?: File | null;
  vehicleAttachments?: File[];
};

export function toUpsertFormData(input: GarageVehicleUpsert): FormData {
  const form = new FormData();
  const put = (name: string, value: string | number | undefined) => {
    if (value !== undefined) form.append(name, String(value));
  };
  for (const field of Object.keys(GarageVehicleFieldsSchema.shape) as (keyof GarageVehicleFields)[]) {
    put(field, input[field]);
  }
  for (const [key, value] of Object.entries(input.manualVehicle ?? {})) put(`vehicle.${key}`, value);
  if (input.vehicleReportAttachment) form.append('vehicleReportAttachment', input.vehicleReportAttachment);
  for (const file of input.vehicleAttachments ?? []) form.append('vehicleAttachments', file);
  return form;
}

/** spec: POST /api/user/upsertVehicle, multipart, with the optional vehicleReportAttachment. */
export function upsertGarageVehicle(input: GarageVehicleUpsert) {
  return apiClient.call(GARAGE_API.upsertVehicle, {
    body: toUpsertFormData(input),
    schema: GarageVehicleSchema,
  });
}

export function deleteVehicleMileage(readingId: string) {
  return apiClient.call(GARAGE_API.deleteVehicleMileage, {
    params: { id: readingId },
    schema: GarageVehicleSchema,
  });
}

export function deleteVehicleAttachment(attachmentId: string) {
  return apiClient.call(GARAGE_API.deleteVehicleAttachment, {
    params: { id: attachmentId },
    schema: GarageVehicleSchema,
  });
}

export function deleteGarageVehicle(id: string) {
  return apiClient.call(GARAGE_API.deleteVehicle, { params: { id }, schema: MessageSchema });
}

export function getServiceSchedule(id: string, signal?: AbortSignal) {
  return apiClient.call(GARAGE_API.queryVehicleServiceSchedule, {
    params: { id },
    schema: ServiceScheduleSchema,
    signal,
  });
}

export function getVehicleHistory(customerVehicleMappingId: string, signal?: AbortSignal) {
  return apiClient.call(GARAGE_API.queryVehicleHistory, {
    body: { customerVehicleMappingId, page: 1, itemsPerPage: GARAGE_PAGE_SIZE },
    schema: VehicleHistoryPageSchema,
    signal,
  });
}

/** GET /api/vehicles/DownloadVehicleAttachment/{id}: the file (only to its owner) with its name. */
export function downloadVehicleAttachment(id: string) {
  return apiClient.download(GARAGE_API.downloadVehicleAttachment, { params: { id } });
}

// ------------------------------------------------------------------ hooks

export function useGarageVehicles(filter = '', page = 1) {
  const { status } = useSession();
  return useQuery({
    queryKey: garageKeys.list(filter, page),
    queryFn: ({ signal }) => getGarageVehicles({ filter, page }, signal),
    enabled: status === 'authenticated',
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}

export function useGarageVehicle(id: string | undefined) {
  return useQuery({
    queryKey: garageKeys.vehicle(id ?? ''),
    queryFn: ({ signal }) => getGarageVehicle(id ?? '', signal),
    enabled: Boolean(id),
  });
}

export function useServiceSchedule(id: string | undefined, enabled = true) {
  return useQuery({
    queryKey: garageKeys.schedule(id ?? ''),
    queryFn: ({ signal }) => getServiceSchedule(id ?? '', signal),
    enabled: Boolean(id) && enabled,
  });
}

export function useVehicleHistory(id: string | undefined, enabled = true) {
  return useQuery({
    queryKey: garageKeys.history(id ?? ''),
    queryFn: ({ signal }) => getVehicleHistory(id ?? '', signal),
    enabled: Boolean(id) && enabled,
  });
}

/** After any change the garage answers with the vehicle: store it and refresh the lists and the schedule. */
function useStoreVehicle() {
  const client = useQueryClient();
  return (vehicle: GarageVehicle) => {
    client.setQueryData(garageKeys.vehicle(vehicle.id), vehicle);
    void client.invalidateQueries({ queryKey: garageKeys.lists });
    void client.invalidateQueries({ queryKey: garageKeys.schedule(vehicle.id) });
  };
}

export function useUpsertGarageVehicle() {
  const store = useStoreVehicle();
  return useMutation({ mutationFn: upsertGarageVehicle, onSuccess: store });
}

export function useDeleteVehicleMileage() {
  const store = useStoreVehicle();
  return useMutation({ mutationFn: deleteVehicleMileage, onSuccess: store });
}

export function useDeleteVehicleAttachment() {
  const store = useStoreVehicle();
  return useMutation({ mutationFn: deleteVehicleAttachment, onSuccess: store });
}

export function useDeleteGarageVehicle() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteGarageVehicle,
    onSuccess: () => client.invalidateQueries({ queryKey: garageKeys.all }),
  });
}
