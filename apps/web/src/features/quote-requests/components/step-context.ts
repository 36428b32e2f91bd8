import { zodResolver } from '@hookform/resolvers/zod';
import type { GarageVehicle, QuoteType, Vehicle } from '@motorwise/shared';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { SessionUser } from '@/lib/session-storage';
import type { Selection } from './quote-draft';

/** What every step knows about the request it belongs to. */
export interface StepContext {
  quoteType: QuoteType;
  selection: Selection;
  vehicle: Vehicle | null;
  garageVehicle: GarageVehicle | null;
  vehicleName: string;
  brand: string | null;
  isGuest: boolean;
  isOrganisation: boolean;
  user: SessionUser | null;
}

export type StepValues = Record<string, unknown>;

export interface StepProps<V> {
  ctx: StepContext;
  /** The step's values from the draft (raw, as typed), or undefined on a first visit. */
  values: Partial<V> | undefined;
  /** Called with the step's values once they pass the step's schema. */
  onNext: (values: V) => void;
  onBack?: () => void;
  /** Saves what is typed so far (the draft survives a reload mid-step). */
  onDraft: (values: Partial<V>) => void;
}

/** The step's footer buttons' labels. */
export const NEXT_LABEL = 'Next';
export const BACK_LABEL = 'Back';

/**
 * The step's shared schema as a react-hook-form resolver. `raw`: the form keeps what was typed (the draft
 * stores it as typed); the schema only decides whether the step may be left. The form's value type is
 * the step's own, so the schema's input type is not imposed on it.
 */
export function stepResolver<V extends FieldValues>(schema: Parameters<typeof zodResolver>[0]): Resolver<V> {
  return zodResolver(schema, undefined, { raw: true }) as unknown as Resolver<V>;
}
