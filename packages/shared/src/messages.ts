/**
 * The spec's global validation messages (part 2, section 5), with their placeholders filled.
 * One function per rule, so every form and every API route says exactly the same thing.
 */
export const messages = {
  required: () => 'Cannot be empty.',
  email: (field: string) => `${field} must be a valid email address.`,
  numeric: (field: string) => `${field} can only contain numeric characters.`,
  min: (field: string, length: number) => `${field} must be at least ${length} characters.`,
  max: (field: string, length: number) => `${field} cannot exceed ${length} characters.`,
  length: (field: string, length: number) => `${field} must be ${length} characters.`,
  minValue: (field: string, min: number | string) => `${field} must be greater than ${min}.`,
  maxValue: (field: string, max: number | string) => `${field} must be less than ${max}.`,
  image: (field: string) => `${field} must be an image.`,
  ext: (field: string) => `${field} must be a PDF.`,
  /** spec: '{field} must be less than {size/1000} MB.', size given in KB */
  size: (field: string, sizeKb: number) => `${field} must be less than ${sizeKb / 1000} MB.`,
  confirmedBy: (field: string, target: string) => `${field} must match ${target}.`,
  vehicleRequired: (field: string) => `${field} is required (needs a 36-character uniqueId).`,
  anyRequired: () => 'Please enter a vin number or provide a photo of your license disk.',
  arrayRequired: () => 'Please select a value.',
  /** spec, field formats: the phone, password and VIN messages (no placeholders). */
  phone: () => 'Please enter a valid phone number (012 123 1234).',
  password: () =>
    'The password must contain at least 1 uppercase letter, 1 lowercase letter, 1 number, and one special character.',
  vin: () => 'The VIN must be a valid number.',
} as const;
