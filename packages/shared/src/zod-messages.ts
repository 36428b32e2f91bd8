import { z } from 'zod';
import { messages } from './messages';

/**
 * The words for any check a schema did not give its own message: zod's defaults ("Too big: expected
 * string to have <=100 characters") must never reach a person. Set once, globally, when the contract is
 * imported, so the API, the web app and every new schema speak the spec's language (part 2, section 5).
 */

/** 'firstName' -> 'First name', 'vehicleVinNumber' -> 'Vehicle vin number'; a list index names its list. */
export function fieldLabel(path: readonly PropertyKey[] | undefined): string {
  const key = [...(path ?? [])].reverse().find((part): part is string => typeof part === 'string');
  if (!key) return 'This field';
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

type Issue = z.core.$ZodRawIssue;

const asNumber = (value: unknown) => (typeof value === 'bigint' ? Number(value) : (value as number));

export function defaultMessage(issue: Issue): string {
  const label = fieldLabel(issue.path);
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null)
        return issue.path?.length ? messages.required() : 'Please send the form’s fields.';
      if (issue.expected === 'number' || issue.expected === 'int') return messages.numeric(label);
      if (issue.expected === 'string') return `${label} must be text.`;
      if (issue.expected === 'boolean') return `${label} must be yes or no.`;
      if (issue.expected === 'array') return `${label} must be a list.`;
      if (issue.expected === 'object')
        return issue.path?.length ? `${label} is not valid.` : 'Please send the form’s fields.';
      return `${label} is not valid.`;
    case 'too_big': {
      const max = asNumber(issue.maximum);
      if (issue.origin === 'string') return messages.max(label, max);
      if (issue.origin === 'array' || issue.origin === 'set') return `Please choose at most ${max}.`;
      // spec: '{field} must be less than {max}.'; an inclusive whole-number limit n reads "less than n + 1".
      return messages.maxValue(label, issue.inclusive && Number.isInteger(max) ? max + 1 : max);
    }
    case 'too_small': {
      const min = asNumber(issue.minimum);
      if (issue.origin === 'string') return min <= 1 ? messages.required() : messages.min(label, min);
      if (issue.origin === 'array' || issue.origin === 'set')
        return min <= 1 ? messages.arrayRequired() : `Please choose at least ${min}.`;
      return messages.minValue(label, issue.inclusive && Number.isInteger(min) ? min - 1 : min);
    }
    case 'invalid_format':
      if (issue.format === 'email') return messages.email(label);
      return `${label} is not valid.`;
    case 'not_multiple_of':
      return `${label} must be a multiple of ${String(issue.divisor)}.`;
    case 'invalid_value':
      return messages.arrayRequired();
    case 'unrecognized_keys':
      return `Unknown field${issue.keys.length === 1 ? '' : 's'}: ${issue.keys.slice(0, 5).join(', ')}.`;
    default:
      return `${label} is not valid.`;
  }
}

z.config({ customError: defaultMessage });
