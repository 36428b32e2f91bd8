import { GARAGE_PAGE_SIZE } from '@motorwise/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSession } from '@/features/auth/session';
import type {
  ManualVehicleValues,
  ServiceSchedule,
  VehicleHistoryEntry,
} from '@/features/vehicles/api/types';
import { apiClient } from '@/lib/api-client';
import type { GarageVehicle, Page } from './types';

export const garageKeys = {
  all: ['garage'] as const,
  list: (filter: string, page: number) => ['garage', 'list', filter, page] as const,
  vehicle: (id: string) => ['garage', 'vehicle', id] as const,
  schedule: (id: string) => ['garage', 'schedule', id] as const,
  history: (id: string) => ['garage', 'history', id] as const,
};

/** spec: POST /api/user/getVehicles { filter, page, itemsPerPage } (50 per page). */
export function getGarageVehicles(
  query: { filter?: string; page?: number; itemsPerPage?: number },
  signal?: AbortSignal,
): Promise<Page<GarageVehicle>> {
  return apiClient.post<Page<GarageVehicle>>(
    '/api/user/getVehicles',
    {
      filter: query.filter ?? '',
      page: query.page ?? 1,
      itemsPerPage: query.itemsPerPage ?? GARAGE_PAGE_SIZE,
    },
    signal ? { signal } : {},
  );
}

export function getGarageVehicle(id: string, signal?: AbortSignal): Promise<GarageVehicle> {
  return apiClient.get<GarageVehicle>(
    `/api/user/getVehicle/${encodeURIComponent(id)}`,
    signal ? { signal } : {},
  );
}

/** The text fields of an upsert; an absent field keeps what is stored, an empty one clears it. */
export interface GarageVehicleUpsert {
  id?: string;
  vehicleId?: number | string;
  /** A vehicle typed in by hand, sent as vehicle.brand, vehicle.year, ... */
  manualVehicle?: ManualVehicleValues;
  name?: string;
  status?: string;
  vehicleVinNumber?: string;
  vehicleEngineNumber?: string;
  vehicleLicensePlate?: string;
  vehicleColour?: string;
  vehicleMileage?: number | string;
  vehicleReportAttachment?: File | null;
  vehicleAttachments?: File[];
}

export function toUpsertFormData(input: GarageVehicleUpsert): FormData {
  const form = new FormData();
  const put = (name: string, value: string | number | undefined) => {
    if (value !== undefined) form.append(name, String(value));
  };
  put('id', input.id);
  put('vehicleId', input.vehicleId);
  if (input.manualVehicle) {
    for (const [key, value] of Object.entries(input.manualVehicle)) put(`vehicle.${key}`, value);
  }
  put('name', input.name);
  put('status', input.status);
  put('vehicleVinNumber', input.vehicleVinNumber);
  put('vehicleEngineNumber', input.vehicleEngineNumber);
  put('vehicleLicensePlate', input.vehicleLicensePlate);
  put('vehicleColour', input.vehicleColour);
  put('vehicleMileage', input.vehicleMileage);
  if (input.vehicleReportAttachment) form.append('vehicleReportAttachment', input.vehicleReportAttachment);
  for (const file of input.vehicleAttachments ?? []) form.append('vehicleAttachments', file);
  return form;
}

/** spec: POST /api/user/upsertVehicle, multipart, with the optional vehicleReportAttachment. */
export function upsertGarageVehicle(input: GarageVehicleUpsert): Promise<GarageVehicle> {
  return apiClient.post<GarageVehicle>('/api/user/upsertVehicle', toUpsertFormData(input));
}

export function deleteVehicleMileage(readingId: string): Promise<GarageVehicle> {
  return apiClient.delete<GarageVehicle>(`/api/user/deleteVehicleMileage/${encodeURIComponent(readingId)}`);
}

export function deleteVehicleAttachment(attachmentId: string): Promise<GarageVehicle> {
  return apiClient.delete<GarageVehicle>(
    `/api/user/deleteVehicleAttachment/${encodeURIComponent(attachmentId)}`,
  );
}

export function deleteGarageVehicle(id: string): Promise<{ message: string }> {
  return apiClient.delete<{ message: string }>(`/api/user/deleteVehicle/${encodeURIComponent(id)}`);
}

export function getServiceSchedule(id: string, signal?: AbortSignal): Promise<ServiceSchedule> {
  return apiClient.get<ServiceSchedule>(
    `/api/user/queryVehicleServiceSchedule/${encodeURIComponent(id)}`,
    signal ? { signal } : {},
  );
}

export function getVehicleHistory(
  customerVehicleMappingId: string,
  signal?: AbortSignal,
): Promise<Page<VehicleHistoryEntry>> {
  return apiClient.post<Page<VehicleHistoryEntry>>(
    '/api/user/queryVehicleHistory',
    { customerVehicleMappingId, page: 1, itemsPerPage: GARAGE_PAGE_SIZE },
    signal ? { signal } : {},
  );
}

/** GET /api/vehicles/DownloadVehicleAttachment/{id}: the file (only to its owner) with its name. */
export async function downloadVehicleAttachment(
  id: string,
): Promise<{ blob: Blob; fileName: string | null }> {
  return apiClient.download(`/api/vehicles/DownloadVehicleAttachment/${encodeURIComponent(id)}`);
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
    void client.invalidateQueries({ queryKey: ['garage', 'list'] });
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
