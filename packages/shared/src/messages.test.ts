import { describe, expect, it } from 'vitest';
import { messages } from './messages';

describe('messages (spec part 2, section 5: global messages with placeholders filled)', () => {
  it.each([
    ['required', messages.required(), 'Cannot be empty.'],
    ['email', messages.email('Email'), 'Email must be a valid email address.'],
    ['numeric', messages.numeric('Mileage'), 'Mileage can only contain numeric characters.'],
    ['min', messages.min('Password', 8), 'Password must be at least 8 characters.'],
    ['max', messages.max('Notes', 500), 'Notes cannot exceed 500 characters.'],
    ['length', messages.length('Postal code', 4), 'Postal code must be 4 characters.'],
    ['min_value', messages.minValue('Year', 1960), 'Year must be greater than 1960.'],
    ['max_value', messages.maxValue('Mileage', 1000000), 'Mileage must be less than 1000000.'],
    ['image', messages.image('License disk photo'), 'License disk photo must be an image.'],
    ['ext', messages.ext('Attachment'), 'Attachment must be a PDF.'],
    ['size 8000 KB', messages.size('Attachment', 8000), 'Attachment must be less than 8 MB.'],
    [
      'size 10000 KB',
      messages.size('License disk photo', 10000),
      'License disk photo must be less than 10 MB.',
    ],
    ['confirmedBy', messages.confirmedBy('Confirm email', 'Email'), 'Confirm email must match Email.'],
    [
      'vehicle_required',
      messages.vehicleRequired('Vehicle'),
      'Vehicle is required (needs a 36-character uniqueId).',
    ],
    [
      'anyRequired',
      messages.anyRequired(),
      'Please enter a vin number or provide a photo of your license disk.',
    ],
    ['arrayRequired', messages.arrayRequired(), 'Please select a value.'],
    ['phone', messages.phone(), 'Please enter a valid phone number (012 123 1234).'],
    [
      'password',
      messages.password(),
      'The password must contain at least 1 uppercase letter, 1 lowercase letter, 1 number, and one special character.',
    ],
    ['vin', messages.vin(), 'The VIN must be a valid number.'],
  ])('%s', (_rule, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('fills the size placeholder as KB divided by 1000', () => {
    expect(messages.size('File', 2500)).toBe('File must be less than 2.5 MB.');
  });
});
