import type { GarageVehicle, ManualVehicle, QuoteType, RequestCategory, Vehicle } from '@motorwise/shared';
import { useCallback, useEffect, useState } from 'react';
import type { ManualVehicleFormValues } from '@/features/vehicles';
import { STORAGE_KEYS } from '@/lib/storage-keys';

/**
 * spec: the quote request draft, held on the client (currentStep, quoteType, the request, the place, the
 * workshop choice, the garage vehicle). Kept in localStorage under the session's quote-draft key, so it
 * survives a reload and is removed by logout and by a branch change with the rest of the session
 * (decision 017). Files (attachments, the licence disk photo) cannot be stored and live in memory only.
 */

export type Selection =
  | { kind: 'catalogue'; vehicle: Vehicle }
  | { kind: 'garage'; garageVehicle: GarageVehicle }
  | {
      kind: 'manual';
      /** The vehicle once the form is valid. */
      manual?: ManualVehicle | null;
      /** The form as typed, so a reload refills it (valid or not). */
      typed?: Partial<ManualVehicleFormValues>;
    };

export interface QuoteDraft {
  version: 1;
  selection: Selection | null;
  quoteType: QuoteType | null;
  requestCategory: RequestCategory | null;
  financeReconOverride: boolean;
  warrantyAccepted: boolean;
  started: boolean;
  /** 0..3: the step on screen; furthest: the furthest step reached (completed steps can be revisited). */
  currentStep: number;
  furthestStep: number;
  /** Raw form values of each step, as typed. */
  steps: Record<string, Record<string, unknown> | undefined>;
  showWorkshopList: boolean;
  vehicleReportShown: boolean;
  /** Ties the flow's tracking events together (never a person's identity). */
  trackingSessionId: string;
  /**
   * The workshop a visitor started from on its public page (/workshops/{slug}): chosen in step 3 until
   * they change it, and kept when they change the vehicle (decision 025).
   */
  chosenWorkshopId?: string | null;
  /**
   * The reminder whose link started this request (decision 078): its vehicle, type and items were filled in
   * once, and the funnel's events name it.
   */
  reminderId?: string | null;
}

function newId(): string {
  return globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2, 12)}`;
}

export function emptyDraft(): QuoteDraft {
  return {
    version: 1,
    selection: null,
    quoteType: null,
    requestCategory: null,
    financeReconOverride: false,
    warrantyAccepted: false,
    started: false,
    currentStep: 0,
    furthestStep: 0,
    steps: {},
    showWorkshopList: false,
    vehicleReportShown: false,
    trackingSessionId: newId(),
  };
}

export function readDraft(): QuoteDraft | null {
  try {
    const raw = globalThis.localStorage?.getItem(STORAGE_KEYS.quoteDraft);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<QuoteDraft>;
    if (parsed?.version !== 1) return null;
    return { ...emptyDraft(), ...parsed } as QuoteDraft;
  } catch {
    return null;
  }
}

export function writeDraft(draft: QuoteDraft | null): void {
  try {
    if (draft === null) globalThis.localStorage?.removeItem(STORAGE_KEYS.quoteDraft);
    else globalThis.localStorage?.setItem(STORAGE_KEYS.quoteDraft, JSON.stringify(draft));
  } catch {
    // A full or blocked storage only loses the reload safety net.
  }
}

/** The draft as React state, written through to storage on every change. */
export function useQuoteDraft(initial: () => QuoteDraft) {
  const [draft, setDraft] = useState<QuoteDraft>(() => readDraft() ?? initial());
  useEffect(() => {
    writeDraft(draft);
  }, [draft]);
  const update = useCallback((patch: Partial<QuoteDraft> | ((d: QuoteDraft) => Partial<QuoteDraft>)) => {
    setDraft((d) => ({ ...d, ...(typeof patch === 'function' ? patch(d) : patch) }));
  }, []);
  const reset = useCallback(() => {
    const next = emptyDraft();
    setDraft(next);
    return next;
  }, []);
  return { draft, update, reset, setDraft };
}
