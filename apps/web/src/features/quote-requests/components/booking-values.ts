import type { AddressValue } from '@/features/addresses';

/** Step 3's values (booking details), as the form and the draft keep them. */
export interface Step3Values {
  address: AddressValue | null;
  travelDistance: number | null;
  regionIds: string[];
  quoteRequestWorkshopMappings: { workshopId: string }[];
  datesRequested: string[];
  notes: string;
  quoteCustomerReferences: { index: number; name: string; reference: string }[];
  includeAdminFee: boolean;
}

/** An attachment row of step 3: its place in the list and the file chosen (none yet: null). */
export interface AttachmentRow {
  index: number;
  file: File | null;
}
