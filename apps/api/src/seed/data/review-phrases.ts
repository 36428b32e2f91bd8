/**
 * Sentence fragments the demo history composes its reviews from (seed/history.ts): an opening by rating,
 * a sentence about the job, one or two about how it went, and sometimes a closing line. `{job}` is the job
 * in words ("the major service"), `{vehicle}` the range ("Polo Vivo"), `{contact}` the workshop's contact
 * person's first name and `{workshop}` its name.
 */

export const reviewOpeners: Record<1 | 2 | 3 | 4 | 5, string[]> = {
  5: [
    'Excellent service from start to finish.',
    'Cannot fault them.',
    'Really impressed.',
    'Top class.',
    'Five stars, well deserved.',
    'Brilliant experience.',
    'Best workshop I have used in years.',
    'Very happy customer.',
    'Professional and honest.',
    'Highly recommended.',
  ],
  4: [
    'Good service overall.',
    'Happy with the work.',
    'Solid job.',
    'Good experience, a few small things aside.',
    'Would use them again.',
    'Friendly people and good work.',
    'Pretty good.',
  ],
  3: [
    'Average experience.',
    'The work itself was fine.',
    'Mixed feelings.',
    'Okay, but not great.',
    'Did the job, nothing special.',
  ],
  2: ['Disappointed.', 'Not what I expected.', 'Below par this time.', 'Not impressed.'],
  1: ['Very poor experience.', 'Would not go back.', 'Terrible service.', 'Avoid.'],
};

/** About the job, good (4–5 stars). */
export const reviewJobGood = [
  'They did {job} on my {vehicle} exactly as quoted.',
  'They did {job} on the {vehicle} the same day.',
  'Brought the {vehicle} in for {job} and it runs like new.',
  'They explained everything about {job} before they started.',
  'The quote for {job} was the most reasonable of the three I got.',
  'They did {job} properly and showed me the old parts.',
  'My {vehicle} went in for {job} and came out washed.',
  'Booked {job} through Motorwise and the price on the invoice matched the quote.',
];

/** About the job, not so good (1–3 stars). */
export const reviewJobPoor = [
  '{job} took a day longer than promised.',
  'The {vehicle} was ready late and nobody phoned to say so.',
  'They did {job}, but I had to go back for a rattle afterwards.',
  'Had to phone three times to find out whether {job} was done.',
  'The car came back dirty after {job}.',
  '{job} was fine but the service advisor was rude.',
  'They wanted to add extra work to {job} that I did not ask for.',
];

/** How it went: time, price, people, place (4–5 stars). */
export const reviewAspectsGood = [
  'Ready when they said it would be.',
  'Great communication via WhatsApp the whole way.',
  'Fair price and no surprises on the invoice.',
  'Clean workshop and friendly staff.',
  '{contact} kept me updated all day.',
  'Paying online made collection quick.',
  'They even checked the tyre pressures and topped up the washer bottle.',
  'Honest advice: they told me what could wait until the next service.',
  'Drop-off at 07:30 and collected after work, easy.',
  'Cheaper than the dealer by a long way.',
  'Quick to answer the quote and easy to book.',
  'They fitted me in the next morning.',
];

/** How it went, not so good (1–3 stars). */
export const reviewAspectsPoor = [
  'Communication could be a lot better.',
  'The price was fine but the wait was long.',
  'Nobody answered the phone in the afternoon.',
  'Parts had to be ordered, which they only told me on the day.',
  'I waited an hour at collection.',
  'Left grease marks on the seat.',
];

export const reviewClosers = {
  good: [
    'Will be back for the next service.',
    'Thanks {contact} and the team!',
    'Recommended to my family already.',
    'My go-to workshop from now on.',
    'Keep it up, {workshop}.',
  ],
  poor: [
    'Hopefully just a bad day.',
    'Might give them another chance.',
    'Will try somewhere else next time.',
  ],
};

/** The job in words for a review, by the first requested item's name. */
export const jobWords: Record<string, string> = {
  'Minor service': 'the minor service',
  'Major service': 'the major service',
  'Scheduled manufacturer service': 'the scheduled service',
  'Oil and filter change': 'an oil change',
  'Front brake pads': 'new front brake pads',
  'Front brake pads and discs': 'front pads and discs',
  'Rear brake pads and discs': 'rear pads and discs',
  'Rear brake shoes and drums': 'the rear brakes',
  'Clutch replacement': 'a new clutch',
  'CV joint or driveshaft': 'a CV joint',
  'Shock absorbers': 'new shocks',
  'Battery replacement': 'a new battery',
  'Timing belt replacement': 'the timing belt',
  'Aircon not cold': 'the aircon',
  'Air-conditioning regas': 'an aircon regas',
  'New tyres': 'new tyres',
  'Windscreen replacement': 'a new windscreen',
  'Windscreen chip repair': 'a chip repair',
  'Pre-purchase inspection': 'a pre-purchase inspection',
  'Wheel bearing': 'a wheel bearing',
  'Water pump and thermostat': 'the water pump',
  'Alternator / charging fault': 'the alternator',
};
