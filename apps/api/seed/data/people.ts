import { z } from 'zod';
import { loadJson } from './load';

/**
 * Names and streets for the demo history's customers (people.json, read by seed/history.ts). Every
 * applicant is made up: names are common South African first names and surnames combined at random,
 * e-mail addresses are on the demo domain, and nobody here is a real person.
 */

const groupKeySchema = z.enum(['nguni', 'sotho', 'afrikaans', 'english', 'indian', 'cape']);

/** A naming tradition: first names and surnames that go together. */
export interface NameGroup {
  key: z.infer<typeof groupKeySchema>;
  first: string[];
  surnames: string[];
}

const peopleSchema = z.strictObject({
  /** The demo domain every generated applicant's e-mail address is on. */
  emailDomain: z.string().min(1),
  nameGroups: z.array(
    z.strictObject({
      key: groupKeySchema,
      first: z.array(z.string().min(1)).min(1),
      surnames: z.array(z.string().min(1)).min(1),
    }) satisfies z.ZodType<NameGroup>,
  ),
  /** How often each naming tradition turns up among customers, by province (a rough mix, not census data). */
  nameMixByProvince: z.record(z.string(), z.partialRecord(groupKeySchema, z.number().nonnegative())),
  /** Street names that occur in most South African towns, for the applicants' addresses. */
  streetNames: z.array(z.string().min(1)).min(1),
  /** Mobile prefixes of the South African networks (after the 0): 06x, 07x and 08x. */
  mobilePrefixes: z.array(z.string().regex(/^[678]\d$/, 'expected two digits after the 0')).min(1),
});

const people = loadJson('people.json', peopleSchema);

export const HISTORY_EMAIL_DOMAIN = people.emailDomain;
export const nameGroups: NameGroup[] = people.nameGroups;
export const nameMixByProvince: Record<
  string,
  Partial<Record<NameGroup['key'], number>>
> = people.nameMixByProvince;
export const streetNames: string[] = people.streetNames;
export const mobilePrefixes: string[] = people.mobilePrefixes;
