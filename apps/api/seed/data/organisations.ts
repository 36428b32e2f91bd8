import { z } from 'zod';
import type { SeedOrganisation } from '../types';
import { addressSchema, loadJson } from './load';

/**
 * Demo organisations (organisations.json; all fictional). The demo organisation user works for the first
 * one, Sondela Fleet Services, which has three branches. The last two are the workshop networks that own
 * branches in workshops.json (organisationName). SeedOrganisation.kind has no 'workshop network' value,
 * so they are recorded as 'dealer' (motor-trade businesses).
 */
const organisationSchema = z.strictObject({
  name: z.string().min(1),
  registrationNumber: z.string().min(1),
  taxNumber: z.string().min(1),
  kind: z.enum(['fleet', 'dealer', 'financeRecon']),
  branches: z.array(z.strictObject({ branchName: z.string().min(1), address: addressSchema })).min(1),
}) satisfies z.ZodType<SeedOrganisation>;

export const organisations: SeedOrganisation[] = loadJson(
  'organisations.json',
  z.array(organisationSchema).min(1),
);
