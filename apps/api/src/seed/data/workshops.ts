import type { SeedWorkshop } from '../types';

/**
 * Demo partner workshops. The businesses are fictional; suburbs, postal codes and coordinates come from
 * apps/api/data/za-places.csv (Stats SA Census 2011 centroids, moved by 150-550 m so pins do not stack).
 */
export const workshops: SeedWorkshop[] = [
  {
    name: 'Randburg Auto Clinic',
    isPosh: false,
    registrationNumber: '2009/377938/07',
    taxNumber: '4881897484',
    isVatRegistered: true,
    address: {
      streetNumber: '312',
      streetName: 'Bram Fischer Drive',
      suburb: 'Ferndale',
      city: 'Randburg',
      province: 'Gauteng',
      postalCode: '2194',
      lat: -26.08685,
      lng: 27.9899,
    },
    regionName: 'Johannesburg North',
    contact: {
      name: 'Deon Pretorius',
      email: 'bookings@randburgautoclinic.co.za',
      phone: '011 789 4410',
    },
    description:
      'Family-run workshop on Bram Fischer Drive servicing all makes since 2009. We do ' +
      'services, brakes, clutches and suspension in-house and send you photos of worn parts ' +
      'before we replace anything.',
    kinds: ['service', 'repair', 'inspection', 'policy'],
    brands: [],
    openingHours: 'Mon–Fri 07:30–17:00, Sat 08:00–12:00',
    labourRatePerHourExclCents: 72000,
    jobTurnaroundDays: 2,
    certifications: [
      {
        name: 'RMI Accredited',
        issuer: 'Retail Motor Industry Organisation (RMI)',
        number: 'RMI-53063',
        validUntilMonths: 23,
      },
      {
        name: 'MIWA Member',
        issuer: 'Motor Industry Workshop Association (MIWA)',
        number: 'RMI-MW-10716',
        validUntilMonths: 15,
      },
    ],
    reviews: [
      {
        authorName: 'Lerato K.',
        rating: 5,
        review:
          'Booked my Polo Vivo for a major service and they called before doing the rear ' +
          'brake shoes. Sent photos on WhatsApp, price was exactly what the quote said. Car ' +
          'was ready by 4pm.',
        daysAgo: 12,
      },
      {
        authorName: 'Johan B.',
        rating: 4,
        review:
          'Good honest work on my Hilux clutch. Took a day longer than promised because the ' +
          'pressure plate had to come from Midrand, but Deon kept me posted.',
        daysAgo: 47,
      },
      {
        authorName: 'Ayesha P.',
        rating: 5,
        review:
          'Third year using them for the Corolla Cross. Service plan ran out and they are ' +
          'far cheaper than the dealer without cutting corners.',
        daysAgo: 95,
      },
      {
        authorName: 'Thabo N.',
        rating: 3,
        review:
          'Work was fine but the waiting area is tiny and I stood around for 40 minutes at ' +
          'drop-off. Book the first slot at 07:30 if you can.',
        daysAgo: 160,
      },
      {
        authorName: 'Melissa v.d.W.',
        rating: 5,
        review:
          'Found the cause of a knocking noise two other places missed: a worn lower ' +
          'control arm bush. Fixed same day.',
        daysAgo: 230,
      },
      {
        authorName: 'Pieter S.',
        rating: 4,
        review:
          'Reliable, fair labour rate for Randburg. Would give five stars if they took card ' +
          'on the Saturday.',
        daysAgo: 410,
      },
    ],
    organisationName: null,
  },
  {
    name: 'Fourways Euro Motorworks',
    isPosh: true,
    registrationNumber: '2012/849853/07',
    taxNumber: '4390554352',
    isVatRegistered: true,
    address: {
      streetNumber: '14',
      streetName: 'Cedar Road',
      suburb: 'Fourways',
      city: 'Sandton',
      province: 'Gauteng',
      postalCode: '2191',
      lat: -26.02791,
      lng: 28.00487,
    },
    regionName: 'Johannesburg North',
    contact: {
      name: 'Stefan Kruger',
      email: 'service@fourwayseuromotor.co.za',
      phone: '011 465 2270',
    },
    description:
      'Independent BMW, Mercedes-Benz, Audi and Volkswagen specialists with dealer-level ' +
      'diagnostic equipment. We service cars in and out of motor plan and use OEM or ' +
      'OE-equivalent parts only.',
    kinds: ['service', 'repair', 'inspection', 'policy'],
    brands: ['BMW', 'Mercedes-Benz', 'Audi', 'Volkswagen'],
    openingHours: 'Mon–Fri 07:00–17:30, Sat 08:00–12:30',
    labourRatePerHourExclCents: 115000,
    jobTurnaroundDays: 2,
    certifications: [
      {
        name: 'Bosch Car Service',
        issuer: 'Bosch Car Service network',
        number: 'BCS-ZA-0363',
        validUntilMonths: 16,
      },
      {
        name: 'RMI Accredited',
        issuer: 'Retail Motor Industry Organisation (RMI)',
        number: 'RMI-24289',
        validUntilMonths: 14,
      },
    ],
    reviews: [
      {
        authorName: 'Craig M.',
        rating: 5,
        review:
          'My F30 320d had the timing chain rattle. Stefan explained it properly, fitted ' +
          'the full kit and it was about R14k cheaper than the BMW dealer quote.',
        daysAgo: 8,
      },
      {
        authorName: 'Nomvula D.',
        rating: 5,
        review:
          'Out-of-plan service on my A-Class, used genuine filters and reset the service ' +
          'indicator. Spotless waiting lounge and decent coffee.',
        daysAgo: 33,
      },
      {
        authorName: 'Greg H.',
        rating: 4,
        review: 'Top technicians but they are not cheap. You pay for the expertise.',
        daysAgo: 88,
      },
      {
        authorName: 'Sarah L.',
        rating: 2,
        review:
          'Quoted for DSG mechatronic repair on our Golf 7 GTI, then the price went up by ' +
          'R6,000 once they had it apart. The fix worked, but I would have liked that ' +
          'warning upfront.',
        daysAgo: 140,
      },
      {
        authorName: 'Riaan J.',
        rating: 5,
        review:
          'Coded my new battery on the X3 and found a slow oil leak at the filter housing ' +
          'gasket while they were at it. Proper German car people.',
        daysAgo: 205,
      },
      {
        authorName: 'Kagiso M.',
        rating: 5,
        review:
          'C200 brake pads and discs all round, done while I worked from their boardroom. ' + 'Impressed.',
        daysAgo: 330,
      },
      {
        authorName: 'Annette F.',
        rating: 4,
        review:
          'Good work on the Audi Q5 service. Booking system could be better, they phoned me ' +
          'twice for the same details.',
        daysAgo: 512,
      },
    ],
    organisationName: null,
  },
  {
    name: 'Sable AutoCare Strijdom Park',
    isPosh: false,
    registrationNumber: '2016/865971/07',
    taxNumber: '4374230524',
    isVatRegistered: true,
    address: {
      streetNumber: '27',
      streetName: 'Langwa Street',
      suburb: 'Strijdompark',
      city: 'Randburg',
      province: 'Gauteng',
      postalCode: '2188',
      lat: -26.07996,
      lng: 27.97098,
    },
    regionName: 'Johannesburg North',
    contact: {
      name: 'Kevin Naidoo',
      email: 'strijdompark@sableautocare.co.za',
      phone: '011 792 6634',
    },
    description:
      'Part of the Sable AutoCare network: fixed-price services, brakes, shocks and ' +
      'clutches for all makes. Fleet and company vehicles welcome, with a network-wide ' +
      '12-month/20 000 km workmanship guarantee.',
    kinds: ['service', 'repair', 'wheelsTyres', 'inspection', 'dekra'],
    brands: [],
    openingHours: 'Mon–Fri 07:30–17:00, Sat 08:00–12:00',
    labourRatePerHourExclCents: 69000,
    jobTurnaroundDays: 1,
    certifications: [
      {
        name: 'RMI Accredited',
        issuer: 'Retail Motor Industry Organisation (RMI)',
        number: 'RMI-45096',
        validUntilMonths: 16,
      },
      {
        name: 'MIWA Member',
        issuer: 'Motor Industry Workshop Association (MIWA)',
        number: 'RMI-MW-47343',
        validUntilMonths: 6,
      },
    ],
    reviews: [
      {
        authorName: 'Bongani Z.',
        rating: 4,
        review:
          'Company Ranger in for a 60 000 km service. In at 8, out by 2. Invoice went ' +
          'straight to our fleet manager.',
        daysAgo: 5,
      },
      {
        authorName: 'Liezl C.',
        rating: 5,
        review:
          'Fixed the squeaky front brakes on my Kia Picanto for less than I expected. ' +
          'Friendly front desk.',
        daysAgo: 61,
      },
      {
        authorName: 'Mohammed A.',
        rating: 3,
        review:
          'Service was fine, but the car came back with greasy marks on the driver seat. ' +
          'They did apologise and cleaned it when I went back.',
        daysAgo: 124,
      },
      {
        authorName: 'Tanya R.',
        rating: 5,
        review:
          'Did the repairs on our dealer trade-in straight off the Dekra report, line by ' +
          'line. Very organised.',
        daysAgo: 250,
      },
    ],
    organisationName: 'Sable AutoCare (Pty) Ltd',
  },
  {
    name: 'Midrand 4x4 & Bakkie Centre',
    isPosh: false,
    registrationNumber: '2007/945853/23',
    taxNumber: '4117934168',
    isVatRegistered: true,
    address: {
      streetNumber: '118',
      streetName: 'Old Pretoria Road',
      suburb: 'Halfway House',
      city: 'Midrand',
      province: 'Gauteng',
      postalCode: '1685',
      lat: -26.01008,
      lng: 28.12865,
    },
    regionName: 'Johannesburg North',
    contact: {
      name: 'Gerhard Botha',
      email: 'info@midrand4x4bakkie.co.za',
      phone: '011 315 8821',
    },
    description:
      'Diesel bakkie and SUV specialists: Hilux, Fortuner, Ranger, D-Max and Navara. We ' +
      'service, repair and upgrade, from injectors and turbos to suspension lifts and ' +
      'dual-battery systems.',
    kinds: ['service', 'repair', 'policy', 'inspection'],
    brands: ['Toyota', 'Ford', 'Isuzu', 'Nissan'],
    openingHours: 'Mon–Fri 07:00–17:00, Sat 07:30–12:00',
    labourRatePerHourExclCents: 78000,
    jobTurnaroundDays: 3,
    certifications: [
      {
        name: 'RMI Accredited',
        issuer: 'Retail Motor Industry Organisation (RMI)',
        number: 'RMI-23420',
        validUntilMonths: 16,
      },
      {
        name: 'MIWA Member',
        issuer: 'Motor Industry Workshop Association (MIWA)',
        number: 'RMI-MW-47170',
        validUntilMonths: 18,
      },
      {
        name: 'Bosch Car Service',
        issuer: 'Bosch Car Service network',
        number: 'BCS-ZA-0590',
        validUntilMonths: 14,
      },
    ],
    reviews: [
      {
        authorName: 'Hennie L.',
        rating: 5,
        review:
          'Replaced all four injectors on my 3.0 D-4D Hilux. Starts first time again and ' +
          'the smoke is gone. These guys know their bakkies.',
        daysAgo: 20,
      },
      {
        authorName: 'Sibusiso M.',
        rating: 5,
        review:
          'Had the DPF on my 2.8 GD-6 Fortuner cleaned and the software updated. No more ' +
          'regeneration light on the N1 every morning.',
        daysAgo: 74,
      },
      {
        authorName: 'Chantel O.',
        rating: 4,
        review: 'Good service on the Ranger 3.2. Slightly pricey on parts but everything was ' + 'genuine.',
        daysAgo: 133,
      },
      {
        authorName: 'Andries vZ.',
        rating: 2,
        review:
          'Booked for a Saturday service, arrived and they had no record of it. Eventually ' +
          'sorted on the Monday but I lost a morning.',
        daysAgo: 260,
      },
      {
        authorName: 'Musa K.',
        rating: 5,
        review:
          'Turbo actuator on the D-Max replaced under my mechanical breakdown policy. They ' +
          'handled the assessor and the paperwork, I only paid the excess.',
        daysAgo: 345,
      },
      {
        authorName: 'Francois D.',
        rating: 5,
        review:
          'Fitted Old Man Emu suspension and did the wheel alignment. Rides better loaded ' + 'than empty.',
        daysAgo: 470,
      },
    ],
    organisationName: null,
  },
  {
    name: 'Wynberg Panel & Paint',
    isPosh: false,
    registrationNumber: '2004/254753/23',
    taxNumber: '4137519296',
    isVatRegistered: true,
    address: {
      streetNumber: '41',
      streetName: '3rd Street',
      suburb: 'Wynberg',
      city: 'Sandton',
      province: 'Gauteng',
      postalCode: '2090',
      lat: -26.10533,
      lng: 28.0842,
    },
    regionName: 'Johannesburg North',
    contact: {
      name: 'Farouk Essop',
      email: 'quotes@wynbergpanelpaint.co.za',
      phone: '011 786 0932',
    },
    description:
      'SAMBRA-accredited panel beaters in Wynberg, Sandton. Insurance and private work, ' +
      'computerised paint mixing and a lifetime guarantee on paintwork.',
    kinds: ['bodyExternal', 'windscreen'],
    brands: [],
    openingHours: 'Mon–Fri 07:30–17:00',
    labourRatePerHourExclCents: 65000,
    jobTurnaroundDays: 5,
    certifications: [
      {
        name: 'SAMBRA Accredited',
        issuer: "South African Motor Body Repairers' Association (SAMBRA)",
        number: 'RMI-SB-33796',
        validUntilMonths: 3,
      },
    ],
    reviews: [
      {
        authorName: 'Priya N.',
        rating: 5,
        review:
          'Rear bumper and boot lid on my Baleno after a taxi tapped me in traffic. Colour ' +
          'match is perfect, you cannot see where the damage was.',
        daysAgo: 15,
      },
      {
        authorName: 'David W.',
        rating: 4,
        review:
          'Took eight working days instead of five because of a back-ordered tail light, ' +
          'but the work is excellent.',
        daysAgo: 98,
      },
      {
        authorName: 'Zanele M.',
        rating: 3,
        review:
          'Panel work good, but they left polishing compound in the door shuts and the car ' +
          'needed a proper wash. Small thing, but for the price...',
        daysAgo: 175,
      },
      {
        authorName: 'Imraan S.',
        rating: 5,
        review:
          'Dent on the sliding door of our Quantum fixed without a respray. Honest advice, ' +
          'cheaper than I feared.',
        daysAgo: 290,
      },
      {
        authorName: 'Karen T.',
        rating: 5,
        review:
          'Second time here. Farouk does not oversell and the guarantee is real - they ' +
          'touched up a small chip on the repair for free a year later.',
        daysAgo: 600,
      },
    ],
    organisationName: null,
  },
  {
    name: 'Northcliff Tyre & Alignment',
    isPosh: false,
    registrationNumber: '2011/816477/07',
    taxNumber: '4062945474',
    isVatRegistered: true,
    address: {
      streetNumber: '207',
      streetName: 'Beyers Naudé Drive',
      suburb: 'Northcliff',
      city: 'Randburg',
      province: 'Gauteng',
      postalCode: '2195',
      lat: -26.14553,
      lng: 27.95879,
    },
    regionName: 'Johannesburg North',
    contact: {
      name: 'Rui Fernandes',
      email: 'sales@northclifftyre.co.za',
      phone: '011 476 3318',
    },
    description:
      'Tyres for cars, SUVs and bakkies, computerised wheel alignment and balancing, shocks ' +
      'and exhausts. Most sizes in stock, with budget and premium options quoted side by ' +
      'side.',
    kinds: ['wheelsTyres', 'repair'],
    brands: [],
    openingHours: 'Mon–Fri 08:00–17:00, Sat 08:00–13:00',
    labourRatePerHourExclCents: 52000,
    jobTurnaroundDays: 1,
    certifications: [
      {
        name: 'TEPA Member',
        issuer: 'Tyre, Equipment, Parts Association (TEPA)',
        number: 'RMI-TP-47209',
        validUntilMonths: 13,
      },
    ],
    reviews: [
      {
        authorName: 'Vusi T.',
        rating: 5,
        review:
          'Four 265/65 R17 all-terrains for the Fortuner, fitted and aligned within an ' +
          'hour. Good price.',
        daysAgo: 3,
      },
      {
        authorName: 'Marietjie G.',
        rating: 4,
        review: 'Quick and friendly. They talked me out of buying two tyres when a plug would do.',
        daysAgo: 52,
      },
      {
        authorName: 'Jason P.',
        rating: 2,
        review:
          'Alignment was off after they fitted new tyres, the car pulled to the left. Had ' +
          'to go back and it was fixed, but should have been right the first time.',
        daysAgo: 118,
      },
      {
        authorName: 'Nandi S.',
        rating: 5,
        review: 'Puncture repair on a Saturday morning, R120 and ten minutes. Lifesavers.',
        daysAgo: 201,
      },
    ],
    organisationName: null,
  },
  {
    name: 'Kramerville Auto Glass',
    isPosh: false,
    registrationNumber: '2015/891704/07',
    taxNumber: '4609540507',
    isVatRegistered: true,
    address: {
      streetNumber: '9',
      streetName: 'Kramer Road',
      suburb: 'Kramerville',
      city: 'Sandton',
      province: 'Gauteng',
      postalCode: '2090',
      lat: -26.09177,
      lng: 28.08395,
    },
    regionName: 'Johannesburg North',
    contact: {
      name: 'Lindiwe Khumalo',
      email: 'fitment@kramervilleautoglass.co.za',
      phone: '011 262 5170',
    },
    description:
      'Windscreen replacement and chip repairs, side and rear glass, with mobile fitment ' +
      'across Sandton and Randburg. We recalibrate lane and rain sensors and cameras after ' +
      'fitment.',
    kinds: ['windscreen'],
    brands: [],
    openingHours: 'Mon–Fri 07:30–17:00, Sat 08:00–12:00',
    labourRatePerHourExclCents: 56000,
    jobTurnaroundDays: 1,
    certifications: [
      {
        name: 'SAGGA Member',
        issuer: 'South African Glass and Glazing Association (SAGGA)',
        number: 'SAGGA-5041',
        validUntilMonths: 9,
      },
    ],
    reviews: [
      {
        authorName: 'Trevor M.',
        rating: 5,
        review:
          'Mobile fitter came to my office in Sandton and replaced the Tiguan windscreen in ' +
          'the parking garage. Camera recalibrated, no warning lights.',
        daysAgo: 9,
      },
      {
        authorName: 'Naledi R.',
        rating: 4,
        review:
          'Two chips on the Corolla repaired in 20 minutes. Still faintly visible, as they ' +
          'said it would be.',
        daysAgo: 66,
      },
      {
        authorName: 'Shaun K.',
        rating: 3,
        review:
          'New windscreen fine, but the rubber moulding whistles above 100 km/h. They came ' +
          'back to reseal it.',
        daysAgo: 190,
      },
    ],
    organisationName: null,
  },
  {
    name: 'Florida Motor Repairs',
    isPosh: false,
    registrationNumber: '1998/575196/23',
    taxNumber: null,
    isVatRegistered: false,
    address: {
      streetNumber: '56',
      streetName: 'Goldman Street',
      suburb: 'Florida',
      city: 'Roodepoort',
      province: 'Gauteng',
      postalCode: '1709',
      lat: -26.17395,
      lng: 27.92067,
    },
    regionName: 'Johannesburg West (Roodepoort)',
    contact: {
      name: 'Elsabé Venter',
      email: 'admin@floridamotorrepairs.co.za',
      phone: '011 672 4095',
    },
    description:
      'Old-school general repairs in Florida for over twenty years. Services, clutches, ' +
      'cooling systems and roadworthy preparation for all makes, with honest quotes and no ' +
      'upselling.',
    kinds: ['service', 'repair', 'inspection'],
    brands: [],
    openingHours: 'Mon–Fri 07:30–16:30',
    labourRatePerHourExclCents: 48000,
    jobTurnaroundDays: 2,
    certifications: [
      {
        name: 'MIWA Member',
        issuer: 'Motor Industry Workshop Association (MIWA)',
        number: 'RMI-MW-26242',
        validUntilMonths: 18,
      },
    ],
    reviews: [
      {
        authorName: 'Willem P.',
        rating: 5,
        review:
          'Oom Kobus and his team got my 2009 Hilux through roadworthy after two other ' +
          'places wanted to replace half the front end. Only needed tie-rod ends and a ' +
          'wheel bearing.',
        daysAgo: 22,
      },
      {
        authorName: 'Refilwe M.',
        rating: 5,
        review:
          'Radiator and water pump on the Etios. Cheapest quote I got and the car has been ' +
          'running cool since.',
        daysAgo: 80,
      },
      {
        authorName: 'Grant A.',
        rating: 3,
        review: 'Work is good but they only take EFT and cash, and the workshop closes at 16:30 ' + 'sharp.',
        daysAgo: 150,
      },
      {
        authorName: 'Sunette D.',
        rating: 4,
        review:
          'Honest people. Told me my Figo did not need the timing belt yet and showed me ' +
          'the service book.',
        daysAgo: 320,
      },
    ],
    organisationName: null,
  },
  {
    name: 'Sable AutoCare Constantia Kloof',
    isPosh: false,
    registrationNumber: '2017/766855/07',
    taxNumber: '4033738446',
    isVatRegistered: true,
    address: {
      streetNumber: '1021',
      streetName: 'Hendrik Potgieter Road',
      suburb: 'Constantia Kloof',
      city: 'Roodepoort',
      province: 'Gauteng',
      postalCode: '1709',
      lat: -26.14172,
      lng: 27.91068,
    },
    regionName: 'Johannesburg West (Roodepoort)',
    contact: {
      name: 'Tebogo Molefe',
      email: 'constantiakloof@sableautocare.co.za',
      phone: '011 675 2281',
    },
    description:
      'Sable AutoCare branch on Hendrik Potgieter Road: services, brakes, clutches, ' +
      'batteries and diagnostics for all makes. Fleet accounts and network-wide workmanship ' +
      'guarantee.',
    kinds: ['service', 'repair', 'wheelsTyres', 'inspection'],
    brands: [],
    openingHours: 'Mon–Fri 07:30–17:00, Sat 08:00–12:00',
    labourRatePerHourExclCents: 69000,
    jobTurnaroundDays: 1,
    certifications: [
      {
        name: 'RMI Accredited',
        issuer: 'Retail Motor Industry Organisation (RMI)',
        number: 'RMI-21188',
        validUntilMonths: 18,
      },
    ],
    reviews: [
      {
        authorName: 'Ruan E.',
        rating: 5,
        review:
          'Battery died at Clearwater Mall, they fitted a new one and tested the alternator ' +
          'in 30 minutes.',
        daysAgo: 14,
      },
      {
        authorName: 'Palesa N.',
        rating: 4,
        review:
          'Minor service on the Swift was quick. They recommended a brake fluid flush which ' +
          'I declined, no pressure.',
        daysAgo: 70,
      },
      {
        authorName: 'Quinton B.',
        rating: 2,
        review:
          'Quote for a clutch was R3,000 more than their Strijdom Park branch for the same ' +
          'car. Work was fine but check the prices.',
        daysAgo: 155,
      },
      {
        authorName: 'Mpho S.',
        rating: 5,
        review:
          'Diagnosed an intermittent check engine light on our Amarok (a cracked boost ' +
          'hose) and fixed it the same day.',
        daysAgo: 240,
      },
      {
        authorName: 'Janine L.',
        rating: 4,
        review: 'Good work on the fleet Hyundai H-1, slightly slow with the invoice.',
        daysAgo: 380,
      },
    ],
    organisationName: 'Sable AutoCare (Pty) Ltd',
  },
  {
    name: 'Booysens Gearbox & Diff Centre',
    isPosh: false,
    registrationNumber: '2002/582178/23',
    taxNumber: '4858554365',
    isVatRegistered: true,
    address: {
      streetNumber: '88',
      streetName: 'Booysens Road',
      suburb: 'Booysens',
      city: 'Johannesburg',
      province: 'Gauteng',
      postalCode: '2091',
      lat: -26.22937,
      lng: 28.02535,
    },
    regionName: 'Johannesburg Central',
    contact: {
      name: 'Carlos da Silva',
      email: 'workshop@booysensgearbox.co.za',
      phone: '011 493 7716',
    },
    description:
      'Manual and automatic gearbox, transfer case and differential specialists. Rebuilds ' +
      'with a 12-month warranty, and approved repairers for several mechanical-breakdown ' +
      'insurance policies.',
    kinds: ['repair', 'policy', 'inspection'],
    brands: [],
    openingHours: 'Mon–Fri 07:00–16:30, Sat 07:30–11:30',
    labourRatePerHourExclCents: 75000,
    jobTurnaroundDays: 4,
    certifications: [
      {
        name: 'RMI Accredited',
        issuer: 'Retail Motor Industry Organisation (RMI)',
        number: 'RMI-48376',
        validUntilMonths: 4,
      },
      {
        name: 'MIWA Member',
        issuer: 'Motor Industry Workshop Association (MIWA)',
        number: 'RMI-MW-53225',
        validUntilMonths: 3,
      },
    ],
    reviews: [
      {
        authorName: 'Sizwe D.',
        rating: 5,
        review:
          'Rebuilt the 5-speed box on my NP200 after it started jumping out of second. ' +
          'Smooth as new and half the price of a new gearbox.',
        daysAgo: 30,
      },
      {
        authorName: 'Gavin R.',
        rating: 4,
        review:
          'Auto box service and valve body on the Fortuner. Took five days not four, but ' +
          'the shifts are perfect now.',
        daysAgo: 105,
      },
      {
        authorName: 'Fatima I.',
        rating: 5,
        review:
          'Claimed under my warranty policy for a failed diff on the Ranger. Carlos dealt ' +
          'with the insurer directly. Very professional.',
        daysAgo: 188,
      },
      {
        authorName: 'Lucky M.',
        rating: 3,
        review: 'Good rebuild but communication was poor, I had to phone every day for an update.',
        daysAgo: 299,
      },
      {
        authorName: 'Pierre M.',
        rating: 5,
        review: 'They have been doing our company bakkie gearboxes for years. Never had a ' + 'comeback.',
        daysAgo: 640,
      },
    ],
    organisationName: null,
  },
  {
    name: 'Main Reef Vehicle Testing & Repairs',
    isPosh: false,
    registrationNumber: '2013/575689/07',
    taxNumber: '4752961237',
    isVatRegistered: true,
    address: {
      streetNumber: '3',
      streetName: 'Main Reef Road',
      suburb: 'Industria West',
      city: 'Johannesburg',
      province: 'Gauteng',
      postalCode: '2093',
      lat: -26.19558,
      lng: 27.97083,
    },
    regionName: 'Johannesburg Central',
    contact: {
      name: 'Nicole Steyn',
      email: 'inspections@mainreeftesting.co.za',
      phone: '011 474 9920',
    },
    description:
      'Pre-purchase inspections, roadworthy preparation and repairs to Dekra and ' +
      'finance-house reports. We work with dealers and finance recon teams and return a ' +
      'photo report on every vehicle.',
    kinds: ['inspection', 'dekra', 'repair', 'service', 'bodyExternal'],
    brands: [],
    openingHours: 'Mon–Fri 07:30–17:00',
    labourRatePerHourExclCents: 64000,
    jobTurnaroundDays: 3,
    certifications: [
      {
        name: 'RMI Accredited',
        issuer: 'Retail Motor Industry Organisation (RMI)',
        number: 'RMI-73752',
        validUntilMonths: 9,
      },
    ],
    reviews: [
      {
        authorName: 'Warren K.',
        rating: 5,
        review:
          'Pre-purchase inspection on a used Jolion from a private seller. Their report ' +
          'found an accident repair the seller "forgot" about. Saved me a lot of money.',
        daysAgo: 18,
      },
      {
        authorName: 'Thandi B.',
        rating: 4,
        review:
          'We send repossessed vehicles for Dekra repairs. Turnaround is usually three days ' +
          'and the photo reports are thorough.',
        daysAgo: 90,
      },
      {
        authorName: 'Neels O.',
        rating: 3,
        review:
          'Roadworthy prep was fine, but they quoted for new wiper blades and number plate ' +
          'lights I had already replaced. Check the quote.',
        daysAgo: 170,
      },
      {
        authorName: 'Ashwin G.',
        rating: 5,
        review:
          'Diagnostic inspection on a Tiguan with a gearbox judder. Clear explanation and a ' +
          'written quote, no pressure to do the work there.',
        daysAgo: 265,
      },
    ],
    organisationName: null,
  },
  {
    name: 'Dobsonville Auto Repairs',
    isPosh: false,
    registrationNumber: '2014/303205/07',
    taxNumber: null,
    isVatRegistered: false,
    address: {
      streetNumber: '2241',
      streetName: 'Elias Motsoaledi Road',
      suburb: 'Dobsonville',
      city: 'Soweto',
      province: 'Gauteng',
      postalCode: '1863',
      lat: -26.2211,
      lng: 27.8649,
    },
    regionName: 'Johannesburg South & Soweto',
    contact: {
      name: 'Sipho Mahlangu',
      email: 'sipho@dobsonvilleautorepairs.co.za',
      phone: '011 988 3142',
    },
    description:
      'Soweto workshop for services, brakes, clutches and electrical faults. Taxi and ' +
      'minibus owners welcome, and we open early so you can be back on the road for the ' +
      'afternoon.',
    kinds: ['service', 'repair'],
    brands: [],
    openingHours: 'Mon–Fri 06:30–17:00, Sat 07:00–13:00',
    labourRatePerHourExclCents: 45000,
    jobTurnaroundDays: 2,
    certifications: [],
    reviews: [
      {
        authorName: 'Kabelo M.',
        rating: 5,
        review: 'Bhuti Sipho sorted the clutch on my Quantum in one day. Fair price, no stories.',
        daysAgo: 6,
      },
      {
        authorName: 'Dineo T.',
        rating: 4,
        review:
          'Service on my Polo Vivo was good and cheap. They had to order the air filter, so ' +
          'I went back the next day.',
        daysAgo: 58,
      },
      {
        authorName: 'Jabu N.',
        rating: 5,
        review:
          'Found a wiring fault behind the dash on the Corolla Quest that was flattening my ' +
          'battery. Three other mechanics just sold me batteries.',
        daysAgo: 142,
      },
      {
        authorName: 'Zodwa K.',
        rating: 2,
        review:
          'They had my car for a week for a simple brake job because they were waiting for ' +
          'payment from another customer to buy parts. Work was okay in the end.',
        daysAgo: 220,
      },
      {
        authorName: 'Tshepo L.',
        rating: 4,
        review: 'Good mechanic, busy place. Book ahead on a Saturday.',
        daysAgo: 400,
      },
    ],
    organisationName: null,
  },
  {
    name: 'Sable AutoCare Mondeor',
    isPosh: false,
    registrationNumber: '2018/471173/07',
    taxNumber: '4229769460',
    isVatRegistered: true,
    address: {
      streetNumber: '65',
      streetName: 'Columbine Avenue',
      suburb: 'Mondeor',
      city: 'Johannesburg',
      province: 'Gauteng',
      postalCode: '2091',
      lat: -26.27308,
      lng: 28.0012,
    },
    regionName: 'Johannesburg South & Soweto',
    contact: {
      name: 'Andile Dube',
      email: 'mondeor@sableautocare.co.za',
      phone: '011 943 1187',
    },
    description:
      'Sable AutoCare Mondeor: services, brakes, suspension, batteries and tyres for the ' +
      'south of Johannesburg. Fixed-price menu services and fleet accounts.',
    kinds: ['service', 'repair', 'wheelsTyres', 'dekra'],
    brands: [],
    openingHours: 'Mon–Fri 07:30–17:00, Sat 08:00–12:00',
    labourRatePerHourExclCents: 65000,
    jobTurnaroundDays: 1,
    certifications: [
      {
        name: 'RMI Accredited',
        issuer: 'Retail Motor Industry Organisation (RMI)',
        number: 'RMI-40949',
        validUntilMonths: 12,
      },
    ],
    reviews: [
      {
        authorName: 'Carmen F.',
        rating: 5,
        review:
          'Menu-priced minor service on my i20, exactly the price on the website. In and ' +
          'out before lunch.',
        daysAgo: 27,
      },
      {
        authorName: 'Oupa M.',
        rating: 4,
        review:
          'Shocks on the Hilux done well. Waited a bit at collection because the invoice ' + 'was not ready.',
        daysAgo: 112,
      },
      {
        authorName: 'Lindsay P.',
        rating: 5,
        review: 'Our dealership sends them Dekra report repairs and they always meet the ' + 'deadline.',
        daysAgo: 215,
      },
    ],
    organisationName: 'Sable AutoCare (Pty) Ltd',
  },
  {
    name: 'Silverton Diesel & 4x4',
    isPosh: false,
    registrationNumber: '2005/475796/23',
    taxNumber: '4648790238',
    isVatRegistered: true,
    address: {
      streetNumber: '420',
      streetName: 'Pretoria Road',
      suburb: 'Silverton',
      city: 'Pretoria',
      province: 'Gauteng',
      postalCode: '0184',
      lat: -25.72889,
      lng: 28.30033,
    },
    regionName: 'Pretoria',
    contact: {
      name: 'Marius Coetzee',
      email: 'werkswinkel@silvertondiesel.co.za',
      phone: '012 804 5563',
    },
    description:
      'Diesel injection, turbo and engine repairs for bakkies, SUVs and light trucks. ' +
      'Services on Toyota, Isuzu, Ford, Nissan and Mahindra, with our own injector test ' +
      'bench.',
    kinds: ['service', 'repair', 'policy'],
    brands: ['Toyota', 'Isuzu', 'Ford', 'Nissan', 'Mahindra'],
    openingHours: 'Mon–Fri 07:00–17:00, Sat 07:30–12:00',
    labourRatePerHourExclCents: 70000,
    jobTurnaroundDays: 3,
    certifications: [
      {
        name: 'Bosch Car Service',
        issuer: 'Bosch Car Service network',
        number: 'BCS-ZA-0280',
        validUntilMonths: 9,
      },
      {
        name: 'MIWA Member',
        issuer: 'Motor Industry Workshop Association (MIWA)',
        number: 'RMI-MW-19336',
        validUntilMonths: 13,
      },
    ],
    reviews: [
      {
        authorName: 'Kobus vR.',
        rating: 5,
        review:
          'Injector test showed two leaking back on my KB 250. Replaced and the Isuzu pulls ' +
          'like a train again.',
        daysAgo: 11,
      },
      {
        authorName: 'Mapula S.',
        rating: 5,
        review:
          'Turbo on the Fortuner 3.0 D-4D replaced under my motor warranty policy. Marius ' +
          'sent videos of the old turbo to the insurer.',
        daysAgo: 83,
      },
      {
        authorName: 'Brian N.',
        rating: 3,
        review: 'Good diesel knowledge, but they kept my Scorpio a week waiting for parts from ' + 'India.',
        daysAgo: 168,
      },
      {
        authorName: 'Elmarie J.',
        rating: 4,
        review: 'Service on the Ranger 2.2 was thorough and they showed me the old parts.',
        daysAgo: 255,
      },
      {
        authorName: 'Thulani R.',
        rating: 5,
        review: 'Engine overhaul on my 2.5 D-4D. Six months later, not a drop of oil used.',
        daysAgo: 430,
      },
    ],
    organisationName: null,
  },
  {
    name: 'Sable AutoCare Centurion',
    isPosh: false,
    registrationNumber: '2016/489685/07',
    taxNumber: '4245804002',
    isVatRegistered: true,
    address: {
      streetNumber: '178',
      streetName: 'Jean Avenue',
      suburb: 'Lyttelton',
      city: 'Centurion',
      province: 'Gauteng',
      postalCode: '0157',
      lat: -25.83197,
      lng: 28.20753,
    },
    regionName: 'Centurion',
    contact: {
      name: 'Riana du Toit',
      email: 'centurion@sableautocare.co.za',
      phone: '012 664 0931',
    },
    description:
      'Sable AutoCare Centurion on Jean Avenue: services, brakes, clutches and Dekra report ' +
      'repairs for private customers, fleets and dealers in Centurion and Midrand.',
    kinds: ['service', 'repair', 'inspection', 'dekra'],
    brands: [],
    openingHours: 'Mon–Fri 07:30–17:00, Sat 08:00–12:00',
    labourRatePerHourExclCents: 72000,
    jobTurnaroundDays: 1,
    certifications: [
      {
        name: 'RMI Accredited',
        issuer: 'Retail Motor Industry Organisation (RMI)',
        number: 'RMI-68945',
        validUntilMonths: 22,
      },
      {
        name: 'MIWA Member',
        issuer: 'Motor Industry Workshop Association (MIWA)',
        number: 'RMI-MW-47212',
        validUntilMonths: 18,
      },
    ],
    reviews: [
      {
        authorName: 'Hendrik S.',
        rating: 5,
        review:
          'Quick service on the Corolla Cross hybrid. They knew the hybrid-specific checks, ' +
          'which surprised me for a non-dealer.',
        daysAgo: 4,
      },
      {
        authorName: 'Nthabiseng M.',
        rating: 4,
        review: 'Clutch and flywheel on the Polo. Fair price. Car was washed when I collected it.',
        daysAgo: 77,
      },
      {
        authorName: 'Craig vS.',
        rating: 5,
        review: 'Pre-purchase inspection before buying a second-hand X3. Detailed and honest.',
        daysAgo: 190,
      },
      {
        authorName: 'Yolandi K.',
        rating: 3,
        review:
          'Good work, but I was promised a courtesy lift to Centurion Mall and nobody was ' + 'available.',
        daysAgo: 275,
      },
      {
        authorName: 'Abel T.',
        rating: 5,
        review: 'Our finance recon vehicles get done here. Dekra items done line by line with ' + 'photos.',
        daysAgo: 360,
      },
    ],
    organisationName: 'Sable AutoCare (Pty) Ltd',
  },
  {
    name: 'Pretoria West Panelbeaters',
    isPosh: false,
    registrationNumber: '1996/587874/23',
    taxNumber: '4059388480',
    isVatRegistered: true,
    address: {
      streetNumber: '309',
      streetName: 'Mitchell Street',
      suburb: 'Pretoria West',
      city: 'Pretoria',
      province: 'Gauteng',
      postalCode: '0183',
      lat: -25.75171,
      lng: 28.16059,
    },
    regionName: 'Pretoria',
    contact: {
      name: 'Jacques Fourie',
      email: 'quotes@ptawestpanel.co.za',
      phone: '012 327 1194',
    },
    description:
      'Panel beating, spray painting, chassis straightening and bumper repairs since 1996. ' +
      'Insurance-approved, with free quotes for private work and a lifetime paint ' +
      'guarantee.',
    kinds: ['bodyExternal', 'windscreen'],
    brands: [],
    openingHours: 'Mon–Fri 07:30–16:30',
    labourRatePerHourExclCents: 59000,
    jobTurnaroundDays: 6,
    certifications: [
      {
        name: 'SAMBRA Accredited',
        issuer: "South African Motor Body Repairers' Association (SAMBRA)",
        number: 'RMI-SB-37871',
        validUntilMonths: 17,
      },
      {
        name: 'RMI Accredited',
        issuer: 'Retail Motor Industry Organisation (RMI)',
        number: 'RMI-70515',
        validUntilMonths: 9,
      },
    ],
    reviews: [
      {
        authorName: 'Lwazi D.',
        rating: 5,
        review:
          'Front end of my Ranger after I hit a kudu near Bela-Bela. Chassis measured and ' +
          'straightened, paint is perfect.',
        daysAgo: 40,
      },
      {
        authorName: 'Ilse B.',
        rating: 4,
        review: 'Scratches along the side of the Mazda2 sorted nicely. Took an extra two days.',
        daysAgo: 130,
      },
      {
        authorName: 'Solly M.',
        rating: 2,
        review:
          'Paint on the repaired door is a slightly different shade in sunlight. They ' +
          'offered to redo it, still waiting for the booking.',
        daysAgo: 260,
      },
      {
        authorName: 'Tiaan V.',
        rating: 5,
        review:
          'Hail damage on the whole roof and bonnet done with paintless dent removal. ' +
          'Cannot tell it was ever damaged.',
        daysAgo: 500,
      },
    ],
    organisationName: null,
  },
  {
    name: 'Lynnwood Service Centre',
    isPosh: true,
    registrationNumber: '2010/139537/07',
    taxNumber: '4933769269',
    isVatRegistered: true,
    address: {
      streetNumber: '470',
      streetName: 'Lynnwood Road',
      suburb: 'Lynnwood',
      city: 'Pretoria',
      province: 'Gauteng',
      postalCode: '0081',
      lat: -25.76509,
      lng: 28.26932,
    },
    regionName: 'Pretoria',
    contact: {
      name: 'Anton Swanepoel',
      email: 'service@lynnwoodservice.co.za',
      phone: '012 348 2219',
    },
    description:
      'Bosch Car Service workshop in the east of Pretoria. Scheduled services that keep ' +
      'your manufacturer warranty intact, diagnostics, air-conditioning and electrical ' +
      'repairs.',
    kinds: ['service', 'repair', 'inspection', 'policy'],
    brands: [],
    openingHours: 'Mon–Fri 07:00–17:30, Sat 08:00–12:00',
    labourRatePerHourExclCents: 89000,
    jobTurnaroundDays: 2,
    certifications: [
      {
        name: 'Bosch Car Service',
        issuer: 'Bosch Car Service network',
        number: 'BCS-ZA-0276',
        validUntilMonths: 5,
      },
      {
        name: 'RMI Accredited',
        issuer: 'Retail Motor Industry Organisation (RMI)',
        number: 'RMI-28975',
        validUntilMonths: 16,
      },
      {
        name: 'MIWA Member',
        issuer: 'Motor Industry Workshop Association (MIWA)',
        number: 'RMI-MW-11315',
        validUntilMonths: 12,
      },
    ],
    reviews: [
      {
        authorName: 'Marlize H.',
        rating: 5,
        review:
          'Aircon in the Tucson blowing warm. Found a leaking condenser, replaced and ' +
          'regassed. Ice cold now for summer.',
        daysAgo: 16,
      },
      {
        authorName: 'Lesego P.',
        rating: 5,
        review:
          'Service on the VW T-Cross within the warranty period, stamped the book and used ' +
          'the right 504 00 oil. Much cheaper than the dealer.',
        daysAgo: 72,
      },
      {
        authorName: 'Werner N.',
        rating: 4,
        review: 'Professional and clean. A bit more expensive than some, but they fix it right.',
        daysAgo: 145,
      },
      {
        authorName: 'Busisiwe K.',
        rating: 5,
        review:
          'Diagnosed a parasitic drain on the Audi A4 (faulty comfort module). Dealer ' +
          'wanted to replace the whole wiring loom.',
        daysAgo: 233,
      },
      {
        authorName: 'Gert S.',
        rating: 3,
        review:
          'Service was fine but they washed the car with a brush that left swirl marks on ' +
          'the black paint.',
        daysAgo: 350,
      },
      {
        authorName: 'Amahle N.',
        rating: 5,
        review: 'Always on time and they send a clear quote via SMS before doing extra work.',
        daysAgo: 410,
      },
    ],
    organisationName: null,
  },
  {
    name: 'Boksburg Brake & Clutch',
    isPosh: false,
    registrationNumber: '2008/365056/23',
    taxNumber: '4176669283',
    isVatRegistered: true,
    address: {
      streetNumber: '112',
      streetName: 'Rietfontein Road',
      suburb: 'Boksburg North',
      city: 'Boksburg',
      province: 'Gauteng',
      postalCode: '1459',
      lat: -26.20172,
      lng: 28.25599,
    },
    regionName: 'Ekurhuleni East & South (Germiston, Boksburg, Benoni)',
    contact: {
      name: 'Shane Hendricks',
      email: 'shane@boksburgbrakeclutch.co.za',
      phone: '011 918 4402',
    },
    description:
      'Brakes, clutches, shocks and CV joints while you wait. Discs skimmed on site and ' +
      'clutch kits for most makes in stock.',
    kinds: ['repair', 'service', 'wheelsTyres'],
    brands: [],
    openingHours: 'Mon–Fri 07:30–17:00, Sat 08:00–12:30',
    labourRatePerHourExclCents: 56000,
    jobTurnaroundDays: 1,
    certifications: [
      {
        name: 'MIWA Member',
        issuer: 'Motor Industry Workshop Association (MIWA)',
        number: 'RMI-MW-56677',
        validUntilMonths: 10,
      },
    ],
    reviews: [
      {
        authorName: 'Michelle K.',
        rating: 5,
        review: 'Pads and skimmed discs on the Figo in 90 minutes. Brakes feel brand new.',
        daysAgo: 10,
      },
      {
        authorName: 'Thabiso R.',
        rating: 4,
        review: 'Clutch on the Polo Vivo done same day. Friendly, though the phone is always ' + 'engaged.',
        daysAgo: 65,
      },
      {
        authorName: 'Derick P.',
        rating: 5,
        review:
          'CV joint click sorted on the Renault Duster. Cheaper than the parts price the ' + 'dealer quoted.',
        daysAgo: 150,
      },
      {
        authorName: 'Ronel S.',
        rating: 3,
        review:
          'Good brakes, but the car came back with the seat moved and the radio station ' +
          'changed. Petty I know.',
        daysAgo: 248,
      },
      {
        authorName: 'Nkosinathi Z.',
        rating: 5,
        review:
          'Honest - said my brakes had another 10 000 km left and only charged for the ' + 'inspection.',
        daysAgo: 380,
      },
      {
        authorName: 'Liam O.',
        rating: 4,
        review: 'Reliable. Been going for years.',
        daysAgo: 455,
      },
    ],
    organisationName: null,
  },
  {
    name: 'Spartan Auto Electrical & Diagnostics',
    isPosh: false,
    registrationNumber: '2012/104802/07',
    taxNumber: '4707303667',
    isVatRegistered: true,
    address: {
      streetNumber: '15',
      streetName: 'Plane Road',
      suburb: 'Spartan',
      city: 'Kempton Park',
      province: 'Gauteng',
      postalCode: '1619',
      lat: -26.12311,
      lng: 28.20993,
    },
    regionName: 'Ekurhuleni North (Kempton Park & Edenvale)',
    contact: {
      name: 'Yusuf Ebrahim',
      email: 'diag@spartanautoelec.co.za',
      phone: '011 394 7736',
    },
    description:
      'Auto electrical specialists near OR Tambo: diagnostics, starters, alternators, ' +
      'wiring, ECU and immobiliser faults, batteries and aircon. We find the fault before ' +
      'we quote for parts.',
    kinds: ['repair', 'inspection', 'service'],
    brands: [],
    openingHours: 'Mon–Fri 07:30–17:00, Sat 08:00–12:00',
    labourRatePerHourExclCents: 65000,
    jobTurnaroundDays: 2,
    certifications: [
      {
        name: 'MIWA Member',
        issuer: 'Motor Industry Workshop Association (MIWA)',
        number: 'RMI-MW-22917',
        validUntilMonths: 10,
      },
    ],
    reviews: [
      {
        authorName: 'Ettienne W.',
        rating: 5,
        review:
          'Check engine light and limp mode on the Hilux. Yusuf traced it to a corroded ' +
          'plug on the EGR valve. R850 instead of a new EGR.',
        daysAgo: 25,
      },
      {
        authorName: 'Zinhle M.',
        rating: 5,
        review: 'Alternator rebuilt on the Etios for half the price of a new one.',
        daysAgo: 99,
      },
      {
        authorName: 'Rowan C.',
        rating: 3,
        review: 'Fixed the central locking but it took three visits to get it right.',
        daysAgo: 172,
      },
      {
        authorName: 'Mandla S.',
        rating: 4,
        review:
          'Good diagnostic work on the Jolion infotainment fault, waited a week for ' +
          'software from the agent.',
        daysAgo: 320,
      },
    ],
    organisationName: null,
  },
  {
    name: 'New Redruth Tyre & Exhaust',
    isPosh: false,
    registrationNumber: '2010/253472/07',
    taxNumber: '4155895065',
    isVatRegistered: true,
    address: {
      streetNumber: '34',
      streetName: 'Voortrekker Road',
      suburb: 'New Redruth',
      city: 'Alberton',
      province: 'Gauteng',
      postalCode: '1449',
      lat: -26.27027,
      lng: 28.11509,
    },
    regionName: 'Ekurhuleni East & South (Germiston, Boksburg, Benoni)',
    contact: {
      name: 'Jaco Lombard',
      email: 'jaco@newredruthtyre.co.za',
      phone: '011 869 2253',
    },
    description:
      'Tyres, wheel alignment, custom exhausts and shocks in Alberton. We stock all major ' +
      'tyre brands and build mild-steel and stainless exhaust systems in-house.',
    kinds: ['wheelsTyres', 'repair'],
    brands: [],
    openingHours: 'Mon–Fri 08:00–17:00, Sat 08:00–13:00',
    labourRatePerHourExclCents: 50000,
    jobTurnaroundDays: 1,
    certifications: [
      {
        name: 'TEPA Member',
        issuer: 'Tyre, Equipment, Parts Association (TEPA)',
        number: 'RMI-TP-47584',
        validUntilMonths: 18,
      },
    ],
    reviews: [
      {
        authorName: 'Chris vN.',
        rating: 5,
        review: 'New centre box and tailpipe on the Golf 6. No more drone on the highway.',
        daysAgo: 7,
      },
      {
        authorName: 'Precious L.',
        rating: 4,
        review: 'Tyres for the Suzuki Ertiga at a good price. A bit of a wait on a Saturday.',
        daysAgo: 84,
      },
      {
        authorName: 'Ruben A.',
        rating: 5,
        review: 'Alignment and balancing fixed the steering wobble at 120 km/h.',
        daysAgo: 195,
      },
      {
        authorName: 'Tamsyn G.',
        rating: 2,
        review:
          'Sold me tyres from 2021 as new. They swapped them when I pointed out the DOT ' +
          'date, but I should not have had to check.',
        daysAgo: 310,
      },
    ],
    organisationName: null,
  },
  {
    name: 'Sable AutoCare Northmead',
    isPosh: false,
    registrationNumber: '2019/258856/07',
    taxNumber: '4661443400',
    isVatRegistered: true,
    address: {
      streetNumber: '52',
      streetName: "O'Reilly Merry Street",
      suburb: 'Northmead',
      city: 'Benoni',
      province: 'Gauteng',
      postalCode: '1501',
      lat: -26.16226,
      lng: 28.3177,
    },
    regionName: 'Ekurhuleni East & South (Germiston, Boksburg, Benoni)',
    contact: {
      name: 'Kerry-Ann Jacobs',
      email: 'northmead@sableautocare.co.za',
      phone: '011 425 1906',
    },
    description:
      'The East Rand branch of Sable AutoCare: menu-priced services, brakes, clutches and ' +
      'suspension for all makes, with fleet accounts and Dekra report repairs.',
    kinds: ['service', 'repair', 'wheelsTyres', 'dekra'],
    brands: [],
    openingHours: 'Mon–Fri 07:30–17:00, Sat 08:00–12:00',
    labourRatePerHourExclCents: 66000,
    jobTurnaroundDays: 1,
    certifications: [
      {
        name: 'RMI Accredited',
        issuer: 'Retail Motor Industry Organisation (RMI)',
        number: 'RMI-61928',
        validUntilMonths: 5,
      },
    ],
    reviews: [
      {
        authorName: 'Eugene B.',
        rating: 4,
        review: 'Service and new wipers on the Navara. Good price, polite staff.',
        daysAgo: 19,
      },
      {
        authorName: 'Nompumelelo C.',
        rating: 5,
        review: 'Fixed the rattling heat shield on my Kia Sonet for free while doing the service.',
        daysAgo: 101,
      },
      {
        authorName: 'Jurgens H.',
        rating: 3,
        review: 'Service was fine but they forgot to reset the service light, had to go back.',
        daysAgo: 207,
      },
      {
        authorName: 'Asanda V.',
        rating: 5,
        review: 'Fleet manager here - they are our go-to on the East Rand. Invoices are always ' + 'clear.',
        daysAgo: 333,
      },
    ],
    organisationName: 'Sable AutoCare (Pty) Ltd',
  },
  {
    name: 'Woodstock Auto Works',
    isPosh: false,
    registrationNumber: '2006/769346/23',
    taxNumber: '4706124676',
    isVatRegistered: true,
    address: {
      streetNumber: '187',
      streetName: 'Albert Road',
      suburb: 'Woodstock',
      city: 'Cape Town',
      province: 'Western Cape',
      postalCode: '7925',
      lat: -33.92465,
      lng: 18.45014,
    },
    regionName: 'Cape Town City Bowl & Atlantic Seaboard',
    contact: {
      name: 'Yaseen Adams',
      email: 'workshop@woodstockautoworks.co.za',
      phone: '021 447 3021',
    },
    description:
      'General mechanical workshop in the heart of Woodstock. Services, repairs and ' +
      'roadworthy preparation for everyday cars, with fair prices and straight answers.',
    kinds: ['service', 'repair', 'inspection'],
    brands: [],
    openingHours: 'Mon–Fri 07:30–17:00',
    labourRatePerHourExclCents: 62000,
    jobTurnaroundDays: 2,
    certifications: [
      {
        name: 'MIWA Member',
        issuer: 'Motor Industry Workshop Association (MIWA)',
        number: 'RMI-MW-38855',
        validUntilMonths: 20,
      },
    ],
    reviews: [
      {
        authorName: 'Zaid H.',
        rating: 5,
        review:
          'Yaseen found the overheating on my Corolla was just a stuck thermostat, not the ' +
          'head gasket another place quoted for. R1,400 and done.',
        daysAgo: 13,
      },
      {
        authorName: 'Megan B.',
        rating: 4,
        review:
          'Roadworthy prep on my old Fiesta before selling it. Passed first time at the ' +
          'testing station.',
        daysAgo: 70,
      },
      {
        authorName: 'Luthando N.',
        rating: 3,
        review: 'Decent work, but parking in Albert Road is a nightmare when you drop off.',
        daysAgo: 160,
      },
      {
        authorName: 'Tasneem A.',
        rating: 5,
        review:
          'Serviced my Picanto while I worked at the Old Biscuit Mill. Sent a WhatsApp when ' +
          'it was ready.',
        daysAgo: 240,
      },
      {
        authorName: 'Oliver S.',
        rating: 4,
        review: 'Good mechanic, cash or EFT only though.',
        daysAgo: 395,
      },
    ],
    organisationName: null,
  },
  {
    name: 'Green Point German Service',
    isPosh: true,
    registrationNumber: '2011/465637/07',
    taxNumber: '4473553602',
    isVatRegistered: true,
    address: {
      streetNumber: '62',
      streetName: 'Somerset Road',
      suburb: 'Green Point',
      city: 'Cape Town',
      province: 'Western Cape',
      postalCode: '8005',
      lat: -33.90942,
      lng: 18.40617,
    },
    regionName: 'Cape Town City Bowl & Atlantic Seaboard',
    contact: {
      name: 'Marc Hofmeyr',
      email: 'service@gpgermanservice.co.za',
      phone: '021 434 7788',
    },
    description:
      'Volkswagen, Audi, BMW and Mercedes-Benz specialists near the Stadium. Factory-level ' +
      'diagnostics, DSG servicing and out-of-plan maintenance with OE parts.',
    kinds: ['service', 'repair', 'policy'],
    brands: ['Volkswagen', 'Audi', 'BMW', 'Mercedes-Benz'],
    openingHours: 'Mon–Fri 07:30–17:30',
    labourRatePerHourExclCents: 110000,
    jobTurnaroundDays: 2,
    certifications: [
      {
        name: 'Bosch Car Service',
        issuer: 'Bosch Car Service network',
        number: 'BCS-ZA-0133',
        validUntilMonths: 23,
      },
      {
        name: 'RMI Accredited',
        issuer: 'Retail Motor Industry Organisation (RMI)',
        number: 'RMI-36848',
        validUntilMonths: 4,
      },
    ],
    reviews: [
      {
        authorName: 'Jessica R.',
        rating: 5,
        review:
          'DSG service and Haldex oil change on the Golf R. They explained why both matter. ' +
          'Half the agent price.',
        daysAgo: 21,
      },
      {
        authorName: 'Aidan F.',
        rating: 5,
        review:
          'Water pump and thermostat housing on the Audi A3, known issue, fixed before it ' +
          'left me stranded.',
        daysAgo: 95,
      },
      {
        authorName: 'Carla M.',
        rating: 4,
        review: 'Great work on the C-Class. Pricey, and parking in Somerset Road is tight.',
        daysAgo: 180,
      },
      {
        authorName: 'Neil G.',
        rating: 2,
        review: 'Car sat for two days before anyone looked at it. When they did, the work was ' + 'good.',
        daysAgo: 300,
      },
      {
        authorName: 'Sindiswa Q.',
        rating: 5,
        review: 'Polo GTI timing chain tensioner replaced. Clear quote, finished on time.',
        daysAgo: 455,
      },
    ],
    organisationName: null,
  },
  {
    name: 'Salt River Body & Paint',
    isPosh: false,
    registrationNumber: '2003/167755/23',
    taxNumber: '4592117594',
    isVatRegistered: true,
    address: {
      streetNumber: '214',
      streetName: 'Voortrekker Road',
      suburb: 'Salt River',
      city: 'Cape Town',
      province: 'Western Cape',
      postalCode: '7925',
      lat: -33.92481,
      lng: 18.46402,
    },
    regionName: 'Cape Town City Bowl & Atlantic Seaboard',
    contact: {
      name: 'Ridwaan Jacobs',
      email: 'quotes@saltriverbodypaint.co.za',
      phone: '021 448 6612',
    },
    description:
      'Accident repairs, scratches, bumpers and full resprays. SAMBRA accredited and ' +
      'approved by most insurers, with a downdraft spray booth and water-based paints.',
    kinds: ['bodyExternal'],
    brands: [],
    openingHours: 'Mon–Fri 07:30–16:30',
    labourRatePerHourExclCents: 61000,
    jobTurnaroundDays: 5,
    certifications: [
      {
        name: 'SAMBRA Accredited',
        issuer: "South African Motor Body Repairers' Association (SAMBRA)",
        number: 'RMI-SB-58181',
        validUntilMonths: 24,
      },
    ],
    reviews: [
      {
        authorName: 'Rochelle D.',
        rating: 5,
        review:
          'Keyed all along the passenger side of my Clio. Ridwaan blended it in so well I ' +
          'cannot find the repair.',
        daysAgo: 28,
      },
      {
        authorName: 'Kyle P.',
        rating: 4,
        review: 'Bumper and headlight after a fender-bender. Took a week, but quality work.',
        daysAgo: 140,
      },
      {
        authorName: 'Nosipho G.',
        rating: 3,
        review:
          'Finish is good but there was dust in the clear coat on the bonnet. They polished ' +
          'it out when I complained.',
        daysAgo: 290,
      },
    ],
    organisationName: null,
  },
  {
    name: 'Bellville Brake & Clutch',
    isPosh: false,
    registrationNumber: '2001/777609/23',
    taxNumber: '4182174773',
    isVatRegistered: true,
    address: {
      streetNumber: '301',
      streetName: 'Voortrekker Road',
      suburb: 'Bellville',
      city: 'Bellville',
      province: 'Western Cape',
      postalCode: '7530',
      lat: -33.89268,
      lng: 18.64138,
    },
    regionName: 'Cape Town Northern Suburbs',
    contact: {
      name: 'Johannes Louw',
      email: 'info@bellvillebrakeclutch.co.za',
      phone: '021 948 2235',
    },
    description:
      'Brakes, clutches, CV joints and suspension in Bellville since 2001. Most brake jobs ' +
      'done while you wait, and we skim discs and drums on site.',
    kinds: ['repair', 'service', 'policy'],
    brands: [],
    openingHours: 'Mon–Fri 07:30–17:00, Sat 08:00–12:00',
    labourRatePerHourExclCents: 58000,
    jobTurnaroundDays: 1,
    certifications: [
      {
        name: 'RMI Accredited',
        issuer: 'Retail Motor Industry Organisation (RMI)',
        number: 'RMI-67486',
        validUntilMonths: 3,
      },
      {
        name: 'MIWA Member',
        issuer: 'Motor Industry Workshop Association (MIWA)',
        number: 'RMI-MW-60096',
        validUntilMonths: 16,
      },
    ],
    reviews: [
      {
        authorName: 'Anel vW.',
        rating: 5,
        review:
          'Front pads and discs on the Kwid, done while I had coffee across the road. Very ' + 'reasonable.',
        daysAgo: 2,
      },
      {
        authorName: 'Siyabonga M.',
        rating: 5,
        review:
          'Clutch went on the N1 in traffic, they towed it in and had it ready the next ' + 'afternoon.',
        daysAgo: 55,
      },
      {
        authorName: 'Gail R.',
        rating: 4,
        review:
          'Good brake job on the Tiguan. The rear pads needed the electronic handbrake tool ' +
          '- they had it.',
        daysAgo: 120,
      },
      {
        authorName: 'Hein D.',
        rating: 3,
        review:
          'Brakes squeaked for a week after the job. They cleaned and re-greased the pads ' +
          'free of charge.',
        daysAgo: 244,
      },
      {
        authorName: 'Amir K.',
        rating: 5,
        review: 'Honest, quick, and Oom Johannes knows every car.',
        daysAgo: 360,
      },
      {
        authorName: 'Chanté B.',
        rating: 5,
        review:
          'Gearbox oil leak on the Hilux fixed under my warranty policy. Very helpful with ' + 'the forms.',
        daysAgo: 512,
      },
    ],
    organisationName: null,
  },
  {
    name: 'Parow Diesel & 4x4',
    isPosh: false,
    registrationNumber: '2009/978783/07',
    taxNumber: '4132247117',
    isVatRegistered: true,
    address: {
      streetNumber: '45',
      streetName: 'McIntyre Road',
      suburb: 'Parow',
      city: 'Parow',
      province: 'Western Cape',
      postalCode: '7500',
      lat: -33.89899,
      lng: 18.59042,
    },
    regionName: 'Cape Town Northern Suburbs',
    contact: {
      name: 'Eben Smit',
      email: 'eben@parowdiesel.co.za',
      phone: '021 939 4410',
    },
    description:
      'Diesel specialists for bakkies and SUVs in the Northern Suburbs: services, ' +
      'injectors, turbos, DPF and EGR cleaning, and 4x4 drivetrain repairs.',
    kinds: ['service', 'repair', 'policy', 'inspection'],
    brands: ['Toyota', 'Ford', 'Isuzu', 'Nissan', 'Volkswagen'],
    openingHours: 'Mon–Fri 07:00–17:00',
    labourRatePerHourExclCents: 76000,
    jobTurnaroundDays: 3,
    certifications: [
      {
        name: 'Bosch Car Service',
        issuer: 'Bosch Car Service network',
        number: 'BCS-ZA-0225',
        validUntilMonths: 20,
      },
      {
        name: 'MIWA Member',
        issuer: 'Motor Industry Workshop Association (MIWA)',
        number: 'RMI-MW-42794',
        validUntilMonths: 12,
      },
    ],
    reviews: [
      {
        authorName: 'Stephan C.',
        rating: 5,
        review:
          'EGR and inlet manifold cleaned on the Amarok 2.0 BiTDI. Power is back and fuel ' + 'use down.',
        daysAgo: 17,
      },
      {
        authorName: 'Bulelwa T.',
        rating: 4,
        review: '90 000 km service on the D-Max, thorough with a proper checklist. A bit ' + 'expensive.',
        daysAgo: 103,
      },
      {
        authorName: 'Ryno P.',
        rating: 5,
        review: 'Front diff rebuilt on my Land Cruiser 79 after the Cederberg trip. Great work.',
        daysAgo: 199,
      },
      {
        authorName: 'Natasha vS.',
        rating: 3,
        review: 'Good work, but they only answered my emails after I phoned.',
        daysAgo: 285,
      },
    ],
    organisationName: null,
  },
  {
    name: 'Durbanville Motor Clinic',
    isPosh: true,
    registrationNumber: '2014/942409/07',
    taxNumber: '4239854112',
    isVatRegistered: true,
    address: {
      streetNumber: '24',
      streetName: 'Wellington Road',
      suburb: 'Durbanville',
      city: 'Durbanville',
      province: 'Western Cape',
      postalCode: '7550',
      lat: -33.82806,
      lng: 18.65615,
    },
    regionName: 'Cape Town Northern Suburbs',
    contact: {
      name: 'Annemarie Basson',
      email: 'bookings@durbanvillemotorclinic.co.za',
      phone: '021 976 1352',
    },
    description:
      'Modern workshop in the Durbanville village. Warranty-safe services for new cars, ' +
      'hybrid servicing, diagnostics and air-conditioning, with a courtesy shuttle within 5 ' +
      'km.',
    kinds: ['service', 'repair', 'inspection', 'policy'],
    brands: [],
    openingHours: 'Mon–Fri 07:30–17:00, Sat 08:00–12:00',
    labourRatePerHourExclCents: 88000,
    jobTurnaroundDays: 2,
    certifications: [
      {
        name: 'RMI Accredited',
        issuer: 'Retail Motor Industry Organisation (RMI)',
        number: 'RMI-77200',
        validUntilMonths: 7,
      },
      {
        name: 'Bosch Car Service',
        issuer: 'Bosch Car Service network',
        number: 'BCS-ZA-0549',
        validUntilMonths: 16,
      },
    ],
    reviews: [
      {
        authorName: 'Francois R.',
        rating: 5,
        review:
          'Serviced my Chery Tiggo 7 Pro within the warranty rules and gave me the stamped ' +
          'book and invoice for Chery. Great shuttle service.',
        daysAgo: 24,
      },
      {
        authorName: 'Leigh-Ann P.',
        rating: 5,
        review: 'Aircon regas and cabin filter on the Mazda CX-5 before December. Cold as ice.',
        daysAgo: 88,
      },
      {
        authorName: 'Morné L.',
        rating: 4,
        review: 'Good service. I did not expect the R350 environmental levy on the invoice.',
        daysAgo: 170,
      },
      {
        authorName: 'Sanele D.',
        rating: 5,
        review:
          'They talked me through the service plan on my Toyota and what was still covered. ' + 'Honest.',
        daysAgo: 302,
      },
      {
        authorName: 'Elana F.',
        rating: 4,
        review: 'Lovely people. Collection took a while because the card machine was offline.',
        daysAgo: 455,
      },
    ],
    organisationName: null,
  },
  {
    name: 'Kingfisher Tyre & Auto Montague Gardens',
    isPosh: false,
    registrationNumber: '2015/851181/07',
    taxNumber: '4847453612',
    isVatRegistered: true,
    address: {
      streetNumber: '16',
      streetName: 'Montague Drive',
      suburb: 'Montague Gardens',
      city: 'Milnerton',
      province: 'Western Cape',
      postalCode: '7441',
      lat: -33.86605,
      lng: 18.5222,
    },
    regionName: 'Cape Town Northern Suburbs',
    contact: {
      name: 'Duncan Williams',
      email: 'montague@kingfishertyreauto.co.za',
      phone: '021 551 8843',
    },
    description:
      'Kingfisher Tyre & Auto: tyres, alignment, batteries, shocks, brakes and minor ' +
      'services. Fleet accounts, and a nationwide road-hazard tyre guarantee across the ' +
      'Kingfisher network.',
    kinds: ['wheelsTyres', 'service', 'repair'],
    brands: [],
    openingHours: 'Mon–Fri 08:00–17:00, Sat 08:00–13:00',
    labourRatePerHourExclCents: 56000,
    jobTurnaroundDays: 1,
    certifications: [
      {
        name: 'TEPA Member',
        issuer: 'Tyre, Equipment, Parts Association (TEPA)',
        number: 'RMI-TP-11808',
        validUntilMonths: 20,
      },
      {
        name: 'RMI Accredited',
        issuer: 'Retail Motor Industry Organisation (RMI)',
        number: 'RMI-51804',
        validUntilMonths: 4,
      },
    ],
    reviews: [
      {
        authorName: 'Brandon J.',
        rating: 5,
        review:
          'Four tyres for the Ranger and an alignment in an hour. Good fleet rates for our ' + 'company.',
        daysAgo: 1,
      },
      {
        authorName: 'Naomi F.',
        rating: 4,
        review:
          'Battery replaced on the spot, they recycled the old one. A bit of a queue on a ' + 'Saturday.',
        daysAgo: 76,
      },
      {
        authorName: 'Xolani M.',
        rating: 3,
        review: 'Shocks were fine but they tried to sell me nitrogen in the tyres. No thanks.',
        daysAgo: 182,
      },
      {
        authorName: 'Ilze H.',
        rating: 5,
        review:
          'Slow puncture found and repaired for free because I bought the tyres there. ' + 'Great guarantee.',
        daysAgo: 260,
      },
    ],
    organisationName: 'Kingfisher Tyre & Auto (Pty) Ltd',
  },
  {
    name: 'Brackenfell Auto Glass',
    isPosh: false,
    registrationNumber: '2017/484835/07',
    taxNumber: '4931236535',
    isVatRegistered: true,
    address: {
      streetNumber: '7',
      streetName: 'Old Paarl Road',
      suburb: 'Brackenfell Industrial',
      city: 'Brackenfell',
      province: 'Western Cape',
      postalCode: '7560',
      lat: -33.86555,
      lng: 18.71153,
    },
    regionName: 'Cape Town Northern Suburbs',
    contact: {
      name: 'Wesley Daniels',
      email: 'fit@brackenfellautoglass.co.za',
      phone: '021 981 6640',
    },
    description:
      'Windscreens, side and rear glass for cars, bakkies and minibuses, with chip repairs ' +
      'while you wait. Mobile fitment across the Northern Suburbs and ADAS camera ' +
      'calibration.',
    kinds: ['windscreen'],
    brands: [],
    openingHours: 'Mon–Fri 07:30–17:00, Sat 08:00–12:00',
    labourRatePerHourExclCents: 54000,
    jobTurnaroundDays: 1,
    certifications: [
      {
        name: 'SAGGA Member',
        issuer: 'South African Glass and Glazing Association (SAGGA)',
        number: 'SAGGA-4749',
        validUntilMonths: 23,
      },
    ],
    reviews: [
      {
        authorName: 'Petro N.',
        rating: 5,
        review:
          'Stone on the N1 cracked the Fortuner windscreen. They came to my house the next ' + 'morning.',
        daysAgo: 31,
      },
      {
        authorName: 'Ayanda S.',
        rating: 4,
        review: 'Chip repair was quick and cheap. Still a small mark as expected.',
        daysAgo: 122,
      },
      {
        authorName: 'Wayne L.',
        rating: 2,
        review:
          'Fitter arrived two hours late and the rain sensor did not work afterwards. They ' +
          'sent someone back to fix it.',
        daysAgo: 215,
      },
      {
        authorName: 'Carien M.',
        rating: 5,
        review:
          'Side window after a smash-and-grab in Kuils River. Same day, vacuumed all the ' + 'glass out too.',
        daysAgo: 340,
      },
    ],
    organisationName: null,
  },
  {
    name: 'Kuils River Vehicle Inspection Centre',
    isPosh: false,
    registrationNumber: '2012/365346/07',
    taxNumber: '4389360852',
    isVatRegistered: true,
    address: {
      streetNumber: '89',
      streetName: 'Van Riebeeck Road',
      suburb: 'Kuils River',
      city: 'Kuils River',
      province: 'Western Cape',
      postalCode: '7580',
      lat: -33.92736,
      lng: 18.6921,
    },
    regionName: 'Cape Town Northern Suburbs',
    contact: {
      name: 'Rozanne Pieterse',
      email: 'inspect@krvic.co.za',
      phone: '021 903 2217',
    },
    description:
      'Independent pre-purchase inspections, roadworthy preparation, diagnostic inspections ' +
      'and repairs to Dekra and finance-house reports for dealers and private buyers.',
    kinds: ['inspection', 'dekra', 'repair', 'bodyExternal'],
    brands: [],
    openingHours: 'Mon–Fri 07:30–16:30',
    labourRatePerHourExclCents: 60000,
    jobTurnaroundDays: 3,
    certifications: [
      {
        name: 'RMI Accredited',
        issuer: 'Retail Motor Industry Organisation (RMI)',
        number: 'RMI-30946',
        validUntilMonths: 22,
      },
    ],
    reviews: [
      {
        authorName: 'Dylan vD.',
        rating: 5,
        review:
          'Checked a used Hilux for me before I bought it in Bellville. Found a bent rear ' +
          'spring hanger. Negotiated R15k off.',
        daysAgo: 36,
      },
      {
        authorName: 'Ferial C.',
        rating: 4,
        review: 'Finance company sent my car for Dekra items before handover. Organised and ' + 'quick.',
        daysAgo: 150,
      },
      {
        authorName: 'Bradley O.',
        rating: 3,
        review:
          'Inspection report was thorough, but I only got it two days later, not the same ' +
          'day as promised.',
        daysAgo: 300,
      },
    ],
    organisationName: null,
  },
  {
    name: 'Goodwood Japanese Auto',
    isPosh: false,
    registrationNumber: '2008/773959/23',
    taxNumber: '4738359746',
    isVatRegistered: true,
    address: {
      streetNumber: '118',
      streetName: 'Vasco Boulevard',
      suburb: 'Goodwood Estate',
      city: 'Goodwood',
      province: 'Western Cape',
      postalCode: '7460',
      lat: -33.8997,
      lng: 18.54965,
    },
    regionName: 'Cape Town Northern Suburbs',
    contact: {
      name: 'Kenneth Moses',
      email: 'service@goodwoodjapanese.co.za',
      phone: '021 591 7703',
    },
    description:
      'Toyota, Nissan, Mazda, Honda and Suzuki specialists. Services that keep your ' +
      'warranty valid, timing belts, CVT servicing and hybrid checks.',
    kinds: ['service', 'repair', 'policy'],
    brands: ['Toyota', 'Nissan', 'Mazda', 'Honda', 'Suzuki'],
    openingHours: 'Mon–Fri 07:30–17:00, Sat 08:00–12:00',
    labourRatePerHourExclCents: 69000,
    jobTurnaroundDays: 2,
    certifications: [
      {
        name: 'RMI Accredited',
        issuer: 'Retail Motor Industry Organisation (RMI)',
        number: 'RMI-61638',
        validUntilMonths: 12,
      },
      {
        name: 'MIWA Member',
        issuer: 'Motor Industry Workshop Association (MIWA)',
        number: 'RMI-MW-38621',
        validUntilMonths: 5,
      },
    ],
    reviews: [
      {
        authorName: 'Monique A.',
        rating: 5,
        review:
          'CVT fluid change on the Nissan X-Trail that the dealer said was "sealed for ' +
          'life". Shifts smoother now.',
        daysAgo: 44,
      },
      {
        authorName: 'Themba X.',
        rating: 5,
        review: 'Timing belt and water pump on the Honda Jazz, done with the genuine kit. Good ' + 'price.',
        daysAgo: 130,
      },
      {
        authorName: 'Riëtte K.',
        rating: 4,
        review:
          'Service on the Suzuki Swift. They had to call me for approval of brake pads, ' + 'fair enough.',
        daysAgo: 260,
      },
      {
        authorName: 'Graham W.',
        rating: 5,
        review: 'Been bringing our Toyotas here for eight years. Always fair.',
        daysAgo: 420,
      },
    ],
    organisationName: null,
  },
  {
    name: 'Kingfisher Tyre & Auto Claremont',
    isPosh: false,
    registrationNumber: '2015/961032/07',
    taxNumber: '4081534044',
    isVatRegistered: true,
    address: {
      streetNumber: '248',
      streetName: 'Main Road',
      suburb: 'Claremont',
      city: 'Cape Town',
      province: 'Western Cape',
      postalCode: '7708',
      lat: -33.98422,
      lng: 18.47749,
    },
    regionName: 'Cape Town Southern Suburbs',
    contact: {
      name: 'Sarah-Jane Petersen',
      email: 'claremont@kingfishertyreauto.co.za',
      phone: '021 671 4420',
    },
    description:
      'Kingfisher Tyre & Auto in Claremont: tyres, wheel alignment, batteries, brakes, ' +
      'shocks and minor services for the Southern Suburbs.',
    kinds: ['wheelsTyres', 'service', 'repair'],
    brands: [],
    openingHours: 'Mon–Fri 08:00–17:00, Sat 08:00–13:00',
    labourRatePerHourExclCents: 58000,
    jobTurnaroundDays: 1,
    certifications: [
      {
        name: 'TEPA Member',
        issuer: 'Tyre, Equipment, Parts Association (TEPA)',
        number: 'RMI-TP-33304',
        validUntilMonths: 18,
      },
    ],
    reviews: [
      {
        authorName: 'Heather C.',
        rating: 5,
        review: 'Two new tyres on the Polo and a rotation. Quick, and they showed me the tread ' + 'depth.',
        daysAgo: 23,
      },
      {
        authorName: 'Siphokazi B.',
        rating: 4,
        review: 'Battery on the Hyundai i20 sorted in 15 minutes. Slightly more than the online ' + 'price.',
        daysAgo: 99,
      },
      {
        authorName: 'Rob M.',
        rating: 3,
        review: 'Alignment done but I had to come back for the steering wheel being off-centre.',
        daysAgo: 188,
      },
    ],
    organisationName: 'Kingfisher Tyre & Auto (Pty) Ltd',
  },
  {
    name: 'Plumstead Auto Electrical',
    isPosh: false,
    registrationNumber: '2004/760043/23',
    taxNumber: null,
    isVatRegistered: false,
    address: {
      streetNumber: '133',
      streetName: 'Victoria Road',
      suburb: 'Plumstead',
      city: 'Cape Town',
      province: 'Western Cape',
      postalCode: '7800',
      lat: -34.02208,
      lng: 18.47362,
    },
    regionName: 'Cape Town Southern Suburbs',
    contact: {
      name: 'Faiek Salie',
      email: 'faiek@plumsteadautoelec.co.za',
      phone: '021 761 2908',
    },
    description:
      'Auto electrical and diagnostics in Plumstead: batteries, starters, alternators, ' +
      'wiring, lights, central locking, immobilisers and warning lights.',
    kinds: ['repair', 'inspection'],
    brands: [],
    openingHours: 'Mon–Fri 08:00–17:00, Sat 08:30–12:00',
    labourRatePerHourExclCents: 52000,
    jobTurnaroundDays: 1,
    certifications: [
      {
        name: 'MIWA Member',
        issuer: 'Motor Industry Workshop Association (MIWA)',
        number: 'RMI-MW-53691',
        validUntilMonths: 24,
      },
    ],
    reviews: [
      {
        authorName: 'Ingrid L.',
        rating: 5,
        review:
          'Airbag light on the Audi A3 - Faiek found a broken wire under the seat. R650. ' +
          'The dealer wanted R9,000 for a new airbag module.',
        daysAgo: 45,
      },
      {
        authorName: 'Mark T.',
        rating: 5,
        review: 'Starter motor rebuilt on the old Corolla. Good as new.',
        daysAgo: 140,
      },
      {
        authorName: 'Shireen D.',
        rating: 4,
        review: 'Fixed the electric windows on the Jazz. Small workshop, book ahead.',
        daysAgo: 255,
      },
    ],
    organisationName: null,
  },
  {
    name: 'Diep River Service Centre',
    isPosh: false,
    registrationNumber: '2010/570491/07',
    taxNumber: '4458552348',
    isVatRegistered: true,
    address: {
      streetNumber: '402',
      streetName: 'Main Road',
      suburb: 'Diep River',
      city: 'Cape Town',
      province: 'Western Cape',
      postalCode: '7800',
      lat: -34.03808,
      lng: 18.46276,
    },
    regionName: 'Cape Town Southern Suburbs',
    contact: {
      name: 'Grant Abrahams',
      email: 'service@diepriverservice.co.za',
      phone: '021 712 5506',
    },
    description:
      'Services and mechanical repairs for all makes on Main Road, Diep River. Approved ' +
      'repairer for mechanical-breakdown warranty claims, with loan cars by arrangement.',
    kinds: ['service', 'repair', 'policy', 'inspection'],
    brands: [],
    openingHours: 'Mon–Fri 07:30–17:00, Sat 08:00–12:00',
    labourRatePerHourExclCents: 74000,
    jobTurnaroundDays: 2,
    certifications: [
      {
        name: 'RMI Accredited',
        issuer: 'Retail Motor Industry Organisation (RMI)',
        number: 'RMI-38835',
        validUntilMonths: 6,
      },
      {
        name: 'MIWA Member',
        issuer: 'Motor Industry Workshop Association (MIWA)',
        number: 'RMI-MW-31038',
        validUntilMonths: 15,
      },
    ],
    reviews: [
      {
        authorName: 'Lauren K.',
        rating: 5,
        review:
          'Claimed for a failed water pump under my warranty policy. Grant sorted ' +
          'everything with the assessor. I just paid the excess.',
        daysAgo: 29,
      },
      {
        authorName: 'Tumelo N.',
        rating: 4,
        review: 'Major service on the Fortuner. Good work, they found a worn fan belt.',
        daysAgo: 111,
      },
      {
        authorName: 'Desmond J.',
        rating: 2,
        review:
          'Quote for the aircon compressor was R4,000 more than two other workshops. Went ' + 'elsewhere.',
        daysAgo: 230,
      },
      {
        authorName: 'Chloe W.',
        rating: 5,
        review: 'Loan car while they did my clutch. Made life easy with school runs.',
        daysAgo: 333,
      },
      {
        authorName: 'Anwar S.',
        rating: 4,
        review: 'Reliable workshop. Could do with an online booking system.',
        daysAgo: 470,
      },
    ],
    organisationName: null,
  },
  {
    name: 'Ottery Body Works',
    isPosh: false,
    registrationNumber: '2007/842752/23',
    taxNumber: '4583366291',
    isVatRegistered: true,
    address: {
      streetNumber: '29',
      streetName: 'Ottery Road',
      suburb: 'Ottery',
      city: 'Cape Town',
      province: 'Western Cape',
      postalCode: '7800',
      lat: -34.009,
      lng: 18.50511,
    },
    regionName: 'Cape Town Southern Suburbs',
    contact: {
      name: 'Clint Fredericks',
      email: 'quotes@otterybodyworks.co.za',
      phone: '021 703 4471',
    },
    description:
      'Panel beating, dent removal, bumper repairs and spray painting. SAMBRA accredited, ' +
      'with private quotes within 24 hours and a lifetime guarantee on workmanship.',
    kinds: ['bodyExternal', 'windscreen'],
    brands: [],
    openingHours: 'Mon–Fri 07:30–16:30',
    labourRatePerHourExclCents: 57000,
    jobTurnaroundDays: 5,
    certifications: [
      {
        name: 'SAMBRA Accredited',
        issuer: "South African Motor Body Repairers' Association (SAMBRA)",
        number: 'RMI-SB-38234',
        validUntilMonths: 16,
      },
    ],
    reviews: [
      {
        authorName: 'Zainab M.',
        rating: 5,
        review:
          'Bumper scuffs and a cracked bumper on the Sandero repaired instead of replaced. ' +
          'Saved me a lot.',
        daysAgo: 38,
      },
      {
        authorName: 'Jean-Pierre D.',
        rating: 4,
        review: 'Good colour match on the silver Corolla. Was three days late.',
        daysAgo: 170,
      },
      {
        authorName: 'Patience Y.',
        rating: 5,
        review: 'Hail dents on the roof of my Swift taken out without painting. Impressive.',
        daysAgo: 300,
      },
    ],
    organisationName: null,
  },
  {
    name: 'Retreat Auto Repairs',
    isPosh: false,
    registrationNumber: '2016/233335/07',
    taxNumber: null,
    isVatRegistered: false,
    address: {
      streetNumber: '160',
      streetName: 'Prince George Drive',
      suburb: 'Retreat',
      city: 'Cape Town',
      province: 'Western Cape',
      postalCode: '7945',
      lat: -34.06367,
      lng: 18.47039,
    },
    regionName: 'Cape Town Southern Suburbs',
    contact: {
      name: 'Moegamat Isaacs',
      email: 'bookings@retreatautorepairs.co.za',
      phone: '021 701 3390',
    },
    description:
      'Affordable services, brakes, clutches and engine repairs in Retreat. Honest advice ' +
      'for older cars and taxis, with second-hand parts available on request.',
    kinds: ['service', 'repair'],
    brands: [],
    openingHours: 'Mon–Fri 07:30–17:00, Sat 08:00–13:00',
    labourRatePerHourExclCents: 46000,
    jobTurnaroundDays: 2,
    certifications: [],
    reviews: [
      {
        authorName: 'Ebrahim A.',
        rating: 5,
        review:
          'Head gasket on my 2010 Polo done properly, head skimmed and pressure tested. ' + 'Good price.',
        daysAgo: 19,
      },
      {
        authorName: 'Candice V.',
        rating: 4,
        review: 'Cheap service on the Aveo. Took a bit longer than promised.',
        daysAgo: 92,
      },
      {
        authorName: 'Lonwabo S.',
        rating: 3,
        review: 'Fixed the clutch but the car came back with the fuel tank emptier than I left ' + 'it.',
        daysAgo: 205,
      },
      {
        authorName: 'Ruth P.',
        rating: 5,
        review:
          'Got my old Tazz running again with a used distributor when new parts are ' + 'impossible to find.',
        daysAgo: 320,
      },
    ],
    organisationName: null,
  },
  {
    name: 'Sondela Fleet Workshop Springfield',
    isPosh: false,
    registrationNumber: '2011/880693/07',
    taxNumber: '4514736141',
    isVatRegistered: true,
    address: {
      streetNumber: '29',
      streetName: 'Intersite Avenue',
      suburb: 'Springfield',
      city: 'Durban',
      province: 'KwaZulu-Natal',
      postalCode: '4091',
      lat: -29.81811,
      lng: 30.99871,
    },
    regionName: 'Durban Central',
    contact: {
      name: 'Thabo Ngcobo',
      email: 'springfield.workshop@sondelafleet.co.za',
      phone: '031 263 1180',
    },
    description:
      "Sondela Fleet Services' own workshop at its Durban depot: services, brakes, clutches and suspension for fleet bakkies and panel vans, and for private vehicles on weekdays.",
    kinds: ['service', 'repair', 'inspection'],
    brands: [],
    openingHours: 'Mon–Fri 07:00–17:00, Sat 07:30–12:00',
    labourRatePerHourExclCents: 68000,
    jobTurnaroundDays: 2,
    certifications: [
      {
        name: 'RMI Accredited',
        issuer: 'Retail Motor Industry Organisation (RMI)',
        number: 'RMI-88069',
        validUntilMonths: 18,
      },
    ],
    reviews: [
      {
        authorName: 'Ayanda M.',
        rating: 5,
        review: 'Bakkie serviced and back at the depot by lunch. No fuss.',
        daysAgo: 14,
      },
      {
        authorName: 'Riaan P.',
        rating: 4,
        review: 'Good brake job on the Ranger, they showed me the old pads.',
        daysAgo: 120,
      },
      {
        authorName: 'Nokuthula Z.',
        rating: 4,
        review: 'Fair price for a major service, but book early in the week.',
        daysAgo: 260,
      },
    ],
    organisationName: 'Sondela Fleet Services (Pty) Ltd',
  },
  {
    name: 'Sondela Fleet Workshop Mobeni',
    isPosh: false,
    registrationNumber: '2011/880693/07',
    taxNumber: '4514736141',
    isVatRegistered: true,
    address: {
      streetNumber: '14',
      streetName: 'Quality Street',
      suburb: 'Mobeni East',
      city: 'Durban South',
      province: 'KwaZulu-Natal',
      postalCode: '4004',
      lat: -29.93041,
      lng: 30.97812,
    },
    regionName: 'Durban Central',
    contact: {
      name: 'Keshav Pillay',
      email: 'mobeni.workshop@sondelafleet.co.za',
      phone: '031 462 0917',
    },
    description:
      "Sondela's workshop near the port for the heavier fleet work: diesel services, clutches, leaf springs and roadworthy preparation, open to outside customers too.",
    kinds: ['service', 'repair', 'inspection'],
    brands: [],
    openingHours: 'Mon–Fri 07:00–17:00, Sat 07:30–12:00',
    labourRatePerHourExclCents: 64000,
    jobTurnaroundDays: 2,
    certifications: [
      {
        name: 'RMI Accredited',
        issuer: 'Retail Motor Industry Organisation (RMI)',
        number: 'RMI-88069',
        validUntilMonths: 18,
      },
    ],
    reviews: [
      {
        authorName: 'Jaco B.',
        rating: 5,
        review: 'Clutch on my Hilux done in a day. Honest about what else was worn.',
        daysAgo: 30,
      },
      {
        authorName: 'Zanele K.',
        rating: 4,
        review: 'Roadworthy prep was quick and they explained every item.',
        daysAgo: 150,
      },
      {
        authorName: 'Feroz A.',
        rating: 3,
        review: 'Work was good but the collection took longer than promised.',
        daysAgo: 300,
      },
    ],
    organisationName: 'Sondela Fleet Services (Pty) Ltd',
  },
  {
    name: 'Sondela Fleet Workshop Pinetown',
    isPosh: false,
    registrationNumber: '2011/880693/07',
    taxNumber: '4514736141',
    isVatRegistered: true,
    address: {
      streetNumber: '6',
      streetName: 'Old Main Road',
      suburb: 'Pinetown',
      city: 'Pinetown',
      province: 'KwaZulu-Natal',
      postalCode: '3610',
      lat: -29.83889,
      lng: 30.85061,
    },
    regionName: 'Durban West & Pinetown',
    contact: {
      name: 'Sibusiso Dlamini',
      email: 'pinetown.workshop@sondelafleet.co.za',
      phone: '031 701 4425',
    },
    description:
      "Sondela Fleet Services' inland workshop for its Pinetown and Westville vehicles: scheduled services, repairs and pre-trip inspections, and private cars by booking.",
    kinds: ['service', 'repair', 'inspection'],
    brands: [],
    openingHours: 'Mon–Fri 07:00–17:00, Sat 07:30–12:00',
    labourRatePerHourExclCents: 66000,
    jobTurnaroundDays: 2,
    certifications: [
      {
        name: 'RMI Accredited',
        issuer: 'Retail Motor Industry Organisation (RMI)',
        number: 'RMI-88069',
        validUntilMonths: 18,
      },
    ],
    reviews: [
      {
        authorName: 'Lwazi N.',
        rating: 5,
        review: 'Service on the Polo Vivo done properly, car washed as well.',
        daysAgo: 45,
      },
      {
        authorName: 'Karen W.',
        rating: 4,
        review: 'Friendly and on time. Quote matched the invoice.',
        daysAgo: 180,
      },
      {
        authorName: 'Mandla S.',
        rating: 4,
        review: 'Suspension bushes replaced, the knock is gone. Reasonable labour.',
        daysAgo: 330,
      },
    ],
    organisationName: 'Sondela Fleet Services (Pty) Ltd',
  },
  {
    name: 'Kingfisher Tyre & Auto Umbilo',
    isPosh: false,
    registrationNumber: '2015/234576/07',
    taxNumber: '4831279981',
    isVatRegistered: true,
    address: {
      streetNumber: '396',
      streetName: 'Umbilo Road',
      suburb: 'Umbilo',
      city: 'Durban',
      province: 'KwaZulu-Natal',
      postalCode: '4001',
      lat: -29.88683,
      lng: 30.97715,
    },
    regionName: 'Durban Central',
    contact: {
      name: 'Pravin Govender',
      email: 'umbilo@kingfishertyreauto.co.za',
      phone: '031 205 7741',
    },
    description:
      'Kingfisher Tyre & Auto Umbilo: tyres, alignment, shocks, batteries, brakes and minor ' +
      'services close to the city centre and the harbour.',
    kinds: ['wheelsTyres', 'service', 'repair'],
    brands: [],
    openingHours: 'Mon–Fri 08:00–17:00, Sat 08:00–13:00',
    labourRatePerHourExclCents: 55000,
    jobTurnaroundDays: 1,
    certifications: [
      {
        name: 'TEPA Member',
        issuer: 'Tyre, Equipment, Parts Association (TEPA)',
        number: 'RMI-TP-17869',
        validUntilMonths: 10,
      },
      {
        name: 'RMI Accredited',
        issuer: 'Retail Motor Industry Organisation (RMI)',
        number: 'RMI-53969',
        validUntilMonths: 20,
      },
    ],
    reviews: [
      {
        authorName: 'Kamini P.',
        rating: 5,
        review: 'Tyres and alignment for the Corolla Cross. Pravin matched a quote I had from ' + 'Pinetown.',
        daysAgo: 12,
      },
      {
        authorName: 'Sbu M.',
        rating: 4,
        review: 'Shocks on the Polo Vivo. Decent price, car rides well.',
        daysAgo: 68,
      },
      {
        authorName: 'Darren L.',
        rating: 2,
        review: 'Waited two hours for a wheel balance even though I had a booking.',
        daysAgo: 149,
      },
      {
        authorName: 'Fiona R.',
        rating: 5,
        review: 'Slow puncture fixed free and they checked all the pressures. Friendly team.',
        daysAgo: 222,
      },
    ],
    organisationName: 'Kingfisher Tyre & Auto (Pty) Ltd',
  },
  {
    name: 'Berea Motor Clinic',
    isPosh: true,
    registrationNumber: '2009/552954/07',
    taxNumber: '4771820851',
    isVatRegistered: true,
    address: {
      streetNumber: '268',
      streetName: 'Musgrave Road',
      suburb: 'Musgrave',
      city: 'Durban',
      province: 'KwaZulu-Natal',
      postalCode: '4001',
      lat: -29.84946,
      lng: 30.99874,
    },
    regionName: 'Durban Central',
    contact: {
      name: 'Roshan Maharaj',
      email: 'service@bereamotorclinic.co.za',
      phone: '031 201 6630',
    },
    description:
      'Premium independent workshop on Musgrave Road for Volkswagen, Audi, BMW and ' +
      'Mercedes-Benz. Services in and out of plan, diagnostics, gearbox and ' +
      'air-conditioning repairs.',
    kinds: ['service', 'repair', 'inspection', 'policy'],
    brands: ['Volkswagen', 'Audi', 'BMW', 'Mercedes-Benz'],
    openingHours: 'Mon–Fri 07:30–17:30, Sat 08:00–12:00',
    labourRatePerHourExclCents: 105000,
    jobTurnaroundDays: 2,
    certifications: [
      {
        name: 'Bosch Car Service',
        issuer: 'Bosch Car Service network',
        number: 'BCS-ZA-0424',
        validUntilMonths: 24,
      },
      {
        name: 'RMI Accredited',
        issuer: 'Retail Motor Industry Organisation (RMI)',
        number: 'RMI-76538',
        validUntilMonths: 5,
      },
      {
        name: 'MIWA Member',
        issuer: 'Motor Industry Workshop Association (MIWA)',
        number: 'RMI-MW-49497',
        validUntilMonths: 8,
      },
    ],
    reviews: [
      {
        authorName: 'Nadia K.',
        rating: 5,
        review:
          'Coolant leak on the BMW 320i, found a cracked expansion tank. Fixed with genuine ' +
          'parts in a day.',
        daysAgo: 26,
      },
      {
        authorName: 'Lungile D.',
        rating: 5,
        review:
          'Golf 7 service after the plan ended. Same oil spec and stamps, much cheaper than ' +
          'the dealer in Umhlanga.',
        daysAgo: 81,
      },
      {
        authorName: 'Craig F.',
        rating: 4,
        review: 'Good work on the Q3 brakes. Parking is a mission on Musgrave Road.',
        daysAgo: 174,
      },
      {
        authorName: 'Reshma S.',
        rating: 3,
        review: 'The Polo aircon was fixed but they kept the car an extra day without calling me.',
        daysAgo: 303,
      },
      {
        authorName: 'Vuyo B.',
        rating: 5,
        review: 'Diagnosed a misfire on the A4 as a faulty coil pack in ten minutes. Honest and ' + 'quick.',
        daysAgo: 420,
      },
    ],
    organisationName: null,
  },
  {
    name: 'Congella Panel & Paint',
    isPosh: false,
    registrationNumber: '2002/252031/23',
    taxNumber: '4148771027',
    isVatRegistered: true,
    address: {
      streetNumber: '120',
      streetName: 'Sydney Road',
      suburb: 'Congella',
      city: 'Durban',
      province: 'KwaZulu-Natal',
      postalCode: '4001',
      lat: -29.87296,
      lng: 31.00028,
    },
    regionName: 'Durban Central',
    contact: {
      name: 'Ashley Pillay',
      email: 'quotes@congellapanel.co.za',
      phone: '031 205 3308',
    },
    description:
      'Insurance-approved panel beaters in Congella: accident repairs, bumpers, scratches, ' +
      'dents and full resprays, with a computerised paint mixing room.',
    kinds: ['bodyExternal'],
    brands: [],
    openingHours: 'Mon–Fri 07:30–16:30',
    labourRatePerHourExclCents: 60000,
    jobTurnaroundDays: 6,
    certifications: [
      {
        name: 'SAMBRA Accredited',
        issuer: "South African Motor Body Repairers' Association (SAMBRA)",
        number: 'RMI-SB-54222',
        validUntilMonths: 12,
      },
      {
        name: 'RMI Accredited',
        issuer: 'Retail Motor Industry Organisation (RMI)',
        number: 'RMI-53520',
        validUntilMonths: 24,
      },
    ],
    reviews: [
      {
        authorName: 'Thulisile N.',
        rating: 5,
        review: 'Taxi scraped my whole side on the M4. Three panels done, perfect match.',
        daysAgo: 33,
      },
      {
        authorName: 'Gareth B.',
        rating: 4,
        review: 'Great work on the Ranger tailgate. Took longer than quoted.',
        daysAgo: 150,
      },
      {
        authorName: 'Priyanka R.',
        rating: 3,
        review: 'Repair was good but the car came back dirty inside. For R18k I expected a valet.',
        daysAgo: 260,
      },
      {
        authorName: 'Mzwandile K.',
        rating: 5,
        review: 'Bumper repair on my Sonet, they repaired rather than replaced and saved me ' + 'R4,000.',
        daysAgo: 390,
      },
    ],
    organisationName: null,
  },
  {
    name: 'Springfield Auto & Diesel',
    isPosh: false,
    registrationNumber: '2011/521600/07',
    taxNumber: '4679858383',
    isVatRegistered: true,
    address: {
      streetNumber: '11',
      streetName: 'Intersite Avenue',
      suburb: 'Springfield',
      city: 'Durban',
      province: 'KwaZulu-Natal',
      postalCode: '4091',
      lat: -29.81567,
      lng: 30.99586,
    },
    regionName: 'Durban Central',
    contact: {
      name: 'Devan Moodley',
      email: 'devan@springfieldautodiesel.co.za',
      phone: '031 263 1145',
    },
    description:
      'Mechanical and diesel repairs for cars, bakkies and light commercials in Springfield ' +
      'Park. Fleet maintenance, Dekra report repairs and pre-purchase inspections.',
    kinds: ['service', 'repair', 'inspection', 'dekra', 'policy'],
    brands: [],
    openingHours: 'Mon–Fri 07:00–17:00, Sat 07:30–12:00',
    labourRatePerHourExclCents: 68000,
    jobTurnaroundDays: 2,
    certifications: [
      {
        name: 'RMI Accredited',
        issuer: 'Retail Motor Industry Organisation (RMI)',
        number: 'RMI-75166',
        validUntilMonths: 15,
      },
      {
        name: 'MIWA Member',
        issuer: 'Motor Industry Workshop Association (MIWA)',
        number: 'RMI-MW-20917',
        validUntilMonths: 8,
      },
    ],
    reviews: [
      {
        authorName: 'Kyle N.',
        rating: 5,
        review: 'Our fleet Hiace and three Hiluxes serviced on the same day. Good communication.',
        daysAgo: 9,
      },
      {
        authorName: 'Nombuso Z.',
        rating: 5,
        review: 'Clutch on the GWM Steed done quickly. Devan got parts from the agent the same ' + 'morning.',
        daysAgo: 77,
      },
      {
        authorName: 'Ravi C.',
        rating: 4,
        review:
          'Pre-purchase inspection on a used Navara was thorough. The report could have had ' +
          'more photos.',
        daysAgo: 160,
      },
      {
        authorName: 'Sean M.',
        rating: 3,
        review:
          'Engine mounts replaced, but there was still a vibration. Turned out to be a CV ' +
          'joint which they then also fixed.',
        daysAgo: 270,
      },
      {
        authorName: 'Wendy P.',
        rating: 5,
        review: 'Dealership recon work as per Dekra report, always on time.',
        daysAgo: 350,
      },
    ],
    organisationName: null,
  },
  {
    name: 'Montclair Brake & Clutch',
    isPosh: false,
    registrationNumber: '2013/919575/07',
    taxNumber: null,
    isVatRegistered: false,
    address: {
      streetNumber: '516',
      streetName: 'South Coast Road',
      suburb: 'Montclair',
      city: 'Durban',
      province: 'KwaZulu-Natal',
      postalCode: '4004',
      lat: -29.91989,
      lng: 30.96934,
    },
    regionName: 'Durban Central',
    contact: {
      name: 'Naveen Singh',
      email: 'naveen@montclairbrake.co.za',
      phone: '031 462 9910',
    },
    description:
      'Brakes, clutches, shocks, CV joints and wheel bearings for the south of Durban. Most ' +
      'jobs done the same day, with discs and drums skimmed in-house.',
    kinds: ['repair', 'service'],
    brands: [],
    openingHours: 'Mon–Fri 07:30–17:00, Sat 08:00–12:00',
    labourRatePerHourExclCents: 48000,
    jobTurnaroundDays: 1,
    certifications: [],
    reviews: [
      {
        authorName: 'Thandeka M.',
        rating: 5,
        review: 'Brake pads and shoes on the Etios, very affordable and done while I waited.',
        daysAgo: 20,
      },
      {
        authorName: 'Preshen N.',
        rating: 4,
        review: 'Clutch on the Kwid done well. Closed on Saturday afternoon when I came to ' + 'collect.',
        daysAgo: 88,
      },
      {
        authorName: 'Jabulani S.',
        rating: 5,
        review: 'Wheel bearing noise on the Hilux gone. Naveen showed me the old bearing.',
        daysAgo: 177,
      },
    ],
    organisationName: null,
  },
  {
    name: 'Umhlanga Ridge Auto Centre',
    isPosh: true,
    registrationNumber: '2015/442353/07',
    taxNumber: '4415886037',
    isVatRegistered: true,
    address: {
      streetNumber: '9',
      streetName: 'Umhlanga Rocks Drive',
      suburb: 'Umhlanga Ridge',
      city: 'Umhlanga',
      province: 'KwaZulu-Natal',
      postalCode: '4319',
      lat: -29.72962,
      lng: 31.06773,
    },
    regionName: 'Umhlanga & North Coast',
    contact: {
      name: 'Brendan Reddy',
      email: 'service@umhlangaridgeauto.co.za',
      phone: '031 566 2298',
    },
    description:
      'Modern multi-brand service centre at Umhlanga Ridge: warranty-safe services, ' +
      'diagnostics, air-conditioning and premium car care with a shuttle to Gateway and the ' +
      'Ridge offices.',
    kinds: ['service', 'repair', 'inspection', 'policy'],
    brands: [],
    openingHours: 'Mon–Fri 07:00–17:30, Sat 08:00–13:00',
    labourRatePerHourExclCents: 95000,
    jobTurnaroundDays: 2,
    certifications: [
      {
        name: 'Bosch Car Service',
        issuer: 'Bosch Car Service network',
        number: 'BCS-ZA-0560',
        validUntilMonths: 18,
      },
      {
        name: 'RMI Accredited',
        issuer: 'Retail Motor Industry Organisation (RMI)',
        number: 'RMI-51525',
        validUntilMonths: 21,
      },
    ],
    reviews: [
      {
        authorName: 'Nicole vH.',
        rating: 5,
        review: 'Shuttle dropped me at the office at Umhlanga Ridge and collected me after. Easy.',
        daysAgo: 7,
      },
      {
        authorName: 'Sandile M.',
        rating: 5,
        review: 'Service on the Haval H6 under warranty. They knew exactly what GWM requires.',
        daysAgo: 63,
      },
      {
        authorName: 'Rikesh P.',
        rating: 4,
        review: 'Good aircon regas on the Everest. Expensive compared to Phoenix workshops ' + 'though.',
        daysAgo: 130,
      },
      {
        authorName: 'Angela T.',
        rating: 5,
        review: 'Brake fluid and pads on the Tiguan, explained everything and sent photos.',
        daysAgo: 240,
      },
      {
        authorName: 'Andrew S.',
        rating: 3,
        review: 'Booked a 07:00 slot and the car only went onto the lift at 10:30.',
        daysAgo: 380,
      },
    ],
    organisationName: null,
  },
  {
    name: 'Kingfisher Tyre & Auto Glen Anil',
    isPosh: false,
    registrationNumber: '2016/915337/07',
    taxNumber: '4317081349',
    isVatRegistered: true,
    address: {
      streetNumber: '340',
      streetName: 'Kenneth Kaunda Road',
      suburb: 'Glen Anil',
      city: 'Durban North',
      province: 'KwaZulu-Natal',
      postalCode: '4051',
      lat: -29.75575,
      lng: 31.03737,
    },
    regionName: 'Umhlanga & North Coast',
    contact: {
      name: 'Ayanda Hlongwane',
      email: 'glenanil@kingfishertyreauto.co.za',
      phone: '031 564 7702',
    },
    description:
      'Kingfisher Tyre & Auto in Durban North: tyres, alignment, balancing, brakes, shocks ' +
      'and batteries, with fleet accounts across the Kingfisher network.',
    kinds: ['wheelsTyres', 'service', 'repair'],
    brands: [],
    openingHours: 'Mon–Fri 08:00–17:00, Sat 08:00–13:00',
    labourRatePerHourExclCents: 56000,
    jobTurnaroundDays: 1,
    certifications: [
      {
        name: 'TEPA Member',
        issuer: 'Tyre, Equipment, Parts Association (TEPA)',
        number: 'RMI-TP-34961',
        validUntilMonths: 9,
      },
    ],
    reviews: [
      {
        authorName: 'Jared K.',
        rating: 5,
        review: 'New all-terrains on the Hilux Raider, good price, fitted in 45 minutes.',
        daysAgo: 15,
      },
      {
        authorName: 'Nomsa D.',
        rating: 4,
        review: 'Battery and alignment. Friendly, but the waiting room aircon was broken.',
        daysAgo: 125,
      },
      {
        authorName: 'Vikash R.',
        rating: 5,
        review:
          'Pothole bent my rim on the N2 - they straightened it and balanced the wheel. ' + 'Brilliant.',
        daysAgo: 240,
      },
    ],
    organisationName: 'Kingfisher Tyre & Auto (Pty) Ltd',
  },
  {
    name: 'Phoenix Diesel & Gearbox',
    isPosh: false,
    registrationNumber: '2006/959784/23',
    taxNumber: '4861471078',
    isVatRegistered: true,
    address: {
      streetNumber: '23',
      streetName: 'Aberdare Drive',
      suburb: 'Phoenix Industrial',
      city: 'Phoenix',
      province: 'KwaZulu-Natal',
      postalCode: '4068',
      lat: -29.72505,
      lng: 30.99679,
    },
    regionName: 'Umhlanga & North Coast',
    contact: {
      name: 'Kugan Naidoo',
      email: 'kugan@phoenixdieselgearbox.co.za',
      phone: '031 508 4463',
    },
    description:
      'Diesel engine, turbo, injector and gearbox repairs in Phoenix Industrial. Approved ' +
      'repairer for mechanical-breakdown insurance claims, and we collect in the greater ' +
      'Durban area.',
    kinds: ['repair', 'policy', 'service'],
    brands: ['Toyota', 'Isuzu', 'Nissan', 'Ford', 'Mahindra'],
    openingHours: 'Mon–Fri 07:00–17:00, Sat 07:30–12:00',
    labourRatePerHourExclCents: 65000,
    jobTurnaroundDays: 4,
    certifications: [
      {
        name: 'MIWA Member',
        issuer: 'Motor Industry Workshop Association (MIWA)',
        number: 'RMI-MW-34634',
        validUntilMonths: 18,
      },
      {
        name: 'RMI Accredited',
        issuer: 'Retail Motor Industry Organisation (RMI)',
        number: 'RMI-60646',
        validUntilMonths: 13,
      },
    ],
    reviews: [
      {
        authorName: 'Logan P.',
        rating: 5,
        review:
          'Gearbox bearings on the Quantum replaced. The whine is gone and the taxi is ' + 'earning again.',
        daysAgo: 42,
      },
      {
        authorName: 'Nokuthula S.',
        rating: 4,
        review:
          'Turbo replaced on the D-Max under my policy. A few extra days waiting for the ' + 'assessor.',
        daysAgo: 120,
      },
      {
        authorName: 'Allan G.',
        rating: 5,
        review: 'Engine rebuild on the NP300 Hardbody. Kugan explained every step.',
        daysAgo: 230,
      },
      {
        authorName: 'Tevin R.',
        rating: 2,
        review: 'Quoted three days for an injector job and it took nine.',
        daysAgo: 360,
      },
    ],
    organisationName: null,
  },
  {
    name: 'Verulam Auto Repairs',
    isPosh: false,
    registrationNumber: '2012/830073/07',
    taxNumber: null,
    isVatRegistered: false,
    address: {
      streetNumber: '57',
      streetName: 'Wick Street',
      suburb: 'Verulam',
      city: 'Verulam',
      province: 'KwaZulu-Natal',
      postalCode: '4339',
      lat: -29.65095,
      lng: 31.03659,
    },
    regionName: 'Umhlanga & North Coast',
    contact: {
      name: 'Rajesh Chetty',
      email: 'rajesh@verulamautorepairs.co.za',
      phone: '032 533 2874',
    },
    description:
      'Services, repairs and roadworthy preparation in Verulam. Small team, honest prices, ' +
      'and we look after a lot of the local taxis and bakkies.',
    kinds: ['service', 'repair', 'inspection'],
    brands: [],
    openingHours: 'Mon–Fri 07:30–17:00, Sat 08:00–12:00',
    labourRatePerHourExclCents: 47000,
    jobTurnaroundDays: 2,
    certifications: [],
    reviews: [
      {
        authorName: 'Sharmila G.',
        rating: 5,
        review:
          "Roadworthy for my son's first car, a 2012 Figo. Only charged for what it really " + 'needed.',
        daysAgo: 35,
      },
      {
        authorName: 'Mondli N.',
        rating: 4,
        review: 'Good service on the Hyundai Atos. Small workshop, can get busy.',
        daysAgo: 110,
      },
      {
        authorName: 'Kevin P.',
        rating: 5,
        review: 'Radiator and hoses on the Nissan Almera, cheaper than anywhere in Durban.',
        daysAgo: 270,
      },
    ],
    organisationName: null,
  },
  {
    name: 'New Germany Auto Glass',
    isPosh: false,
    registrationNumber: '2014/421898/07',
    taxNumber: '4491632362',
    isVatRegistered: true,
    address: {
      streetNumber: '31',
      streetName: 'Otto Volek Road',
      suburb: 'New Germany',
      city: 'Pinetown',
      province: 'KwaZulu-Natal',
      postalCode: '3610',
      lat: -29.81902,
      lng: 30.85945,
    },
    regionName: 'Durban West & Pinetown',
    contact: {
      name: 'Craig Stander',
      email: 'fit@newgermanyautoglass.co.za',
      phone: '031 705 4486',
    },
    description:
      'Windscreen replacements, chip repairs and side and rear glass across Pinetown, ' +
      'Westville and Hillcrest. Insurance claims handled and ADAS cameras recalibrated.',
    kinds: ['windscreen'],
    brands: [],
    openingHours: 'Mon–Fri 07:30–17:00, Sat 08:00–12:00',
    labourRatePerHourExclCents: 53000,
    jobTurnaroundDays: 1,
    certifications: [
      {
        name: 'SAGGA Member',
        issuer: 'South African Glass and Glazing Association (SAGGA)',
        number: 'SAGGA-5246',
        validUntilMonths: 4,
      },
    ],
    reviews: [
      {
        authorName: 'Bianca L.',
        rating: 5,
        review:
          'Windscreen for the Corolla Cross with the lane camera, recalibrated on site. No ' +
          'dashboard warnings.',
        daysAgo: 18,
      },
      {
        authorName: 'Siyanda K.',
        rating: 4,
        review: 'Chip repair at my office in Westville. Quick, friendly.',
        daysAgo: 84,
      },
      {
        authorName: 'Hugh M.',
        rating: 3,
        review:
          'New windscreen was fine but the rear-view mirror was stuck on slightly skew. ' + 'They came back.',
        daysAgo: 209,
      },
    ],
    organisationName: null,
  },
  {
    name: 'Westville Service Centre',
    isPosh: false,
    registrationNumber: '2008/422473/07',
    taxNumber: '4742523741',
    isVatRegistered: true,
    address: {
      streetNumber: '92',
      streetName: 'Jan Hofmeyr Road',
      suburb: 'Westville',
      city: 'Westville',
      province: 'KwaZulu-Natal',
      postalCode: '3629',
      lat: -29.82971,
      lng: 30.92772,
    },
    regionName: 'Durban West & Pinetown',
    contact: {
      name: 'Marelize Joubert',
      email: 'bookings@westvilleservice.co.za',
      phone: '031 266 5532',
    },
    description:
      'All-makes workshop in Westville: services that protect your warranty, brakes, ' +
      'suspension, timing belts, aircon and diagnostics. Approved for mechanical-breakdown ' +
      'warranty claims.',
    kinds: ['service', 'repair', 'policy', 'inspection'],
    brands: [],
    openingHours: 'Mon–Fri 07:30–17:00, Sat 08:00–12:00',
    labourRatePerHourExclCents: 76000,
    jobTurnaroundDays: 2,
    certifications: [
      {
        name: 'RMI Accredited',
        issuer: 'Retail Motor Industry Organisation (RMI)',
        number: 'RMI-53966',
        validUntilMonths: 24,
      },
      {
        name: 'MIWA Member',
        issuer: 'Motor Industry Workshop Association (MIWA)',
        number: 'RMI-MW-34534',
        validUntilMonths: 21,
      },
    ],
    reviews: [
      {
        authorName: 'Kerri S.',
        rating: 5,
        review: 'Timing belt and water pump on the Hyundai i20, done on the day with the right ' + 'kit.',
        daysAgo: 21,
      },
      {
        authorName: 'Siphesihle B.',
        rating: 5,
        review: 'Aircon compressor replaced under my warranty policy. Very good with the claim ' + 'forms.',
        daysAgo: 90,
      },
      {
        authorName: 'Neville D.',
        rating: 4,
        review: 'Thorough service on the Kia Sportage. They found a torn CV boot.',
        daysAgo: 190,
      },
      {
        authorName: 'Lerisha N.',
        rating: 3,
        review: 'Fine work but I waited 45 minutes at collection because the invoice was not ' + 'ready.',
        daysAgo: 285,
      },
      {
        authorName: 'Paul vR.',
        rating: 5,
        review: 'Reliable and honest, I have been going there since they opened.',
        daysAgo: 430,
      },
    ],
    organisationName: null,
  },
  {
    name: 'Hillcrest Motor Works',
    isPosh: false,
    registrationNumber: '2005/239441/23',
    taxNumber: '4084401092',
    isVatRegistered: true,
    address: {
      streetNumber: '80',
      streetName: 'Old Main Road',
      suburb: 'Hillcrest',
      city: 'Hillcrest',
      province: 'KwaZulu-Natal',
      postalCode: '3610',
      lat: -29.77387,
      lng: 30.77537,
    },
    regionName: 'Durban West & Pinetown',
    contact: {
      name: 'Justin Ferreira',
      email: 'workshop@hillcrestmotorworks.co.za',
      phone: '031 765 2218',
    },
    description:
      'Upper-highway workshop for services, repairs and pre-purchase inspections. Land ' +
      'Rover, Toyota and Ford 4x4s are our favourite work, but we service all makes.',
    kinds: ['service', 'repair', 'inspection'],
    brands: ['Land Rover', 'Toyota', 'Ford'],
    openingHours: 'Mon–Fri 07:30–17:00, Sat 08:00–12:00',
    labourRatePerHourExclCents: 82000,
    jobTurnaroundDays: 3,
    certifications: [
      {
        name: 'RMI Accredited',
        issuer: 'Retail Motor Industry Organisation (RMI)',
        number: 'RMI-40660',
        validUntilMonths: 8,
      },
    ],
    reviews: [
      {
        authorName: 'Gillian W.',
        rating: 5,
        review: 'Air suspension fault on the Discovery 4 sorted for a fraction of the agent ' + 'price.',
        daysAgo: 30,
      },
      {
        authorName: 'Mthunzi H.',
        rating: 4,
        review: 'Good service on the Everest. A bit expensive.',
        daysAgo: 142,
      },
      {
        authorName: 'Tracey A.',
        rating: 5,
        review: 'Pre-purchase inspection on a Defender Puma saved me from buying a rust bucket.',
        daysAgo: 260,
      },
      {
        authorName: 'Stuart N.',
        rating: 4,
        review: 'Solid workmanship, slow on quotes.',
        daysAgo: 415,
      },
    ],
    organisationName: null,
  },
  {
    name: 'Kingfisher Tyre & Auto Newton Park',
    isPosh: false,
    registrationNumber: '2018/878577/07',
    taxNumber: '4921046183',
    isVatRegistered: true,
    address: {
      streetNumber: '155',
      streetName: 'Cape Road',
      suburb: 'Newton Park',
      city: 'Gqeberha',
      province: 'Eastern Cape',
      postalCode: '6045',
      lat: -33.9463,
      lng: 25.56823,
    },
    regionName: 'Nelson Mandela Bay (Gqeberha)',
    contact: {
      name: 'Lyle Jansen',
      email: 'newtonpark@kingfishertyreauto.co.za',
      phone: '041 364 1187',
    },
    description:
      'Kingfisher Tyre & Auto on Cape Road: tyres, alignment, batteries, brakes, shocks and ' +
      'minor services for Nelson Mandela Bay.',
    kinds: ['wheelsTyres', 'service', 'repair'],
    brands: [],
    openingHours: 'Mon–Fri 08:00–17:00, Sat 08:00–13:00',
    labourRatePerHourExclCents: 52000,
    jobTurnaroundDays: 1,
    certifications: [
      {
        name: 'TEPA Member',
        issuer: 'Tyre, Equipment, Parts Association (TEPA)',
        number: 'RMI-TP-37888',
        validUntilMonths: 18,
      },
    ],
    reviews: [
      {
        authorName: 'Andiswa M.',
        rating: 5,
        review: 'Tyres on the Polo Vivo, cheapest in PE and fitted quickly.',
        daysAgo: 16,
      },
      {
        authorName: 'Ricardo F.',
        rating: 4,
        review: 'Shocks and alignment on the Ranger. Good job, busy on month-end Saturdays.',
        daysAgo: 140,
      },
      {
        authorName: 'Belinda S.',
        rating: 3,
        review: 'They did not have my tyre size and only told me when I arrived for the booking.',
        daysAgo: 300,
      },
    ],
    organisationName: 'Kingfisher Tyre & Auto (Pty) Ltd',
  },
  {
    name: 'North End Motor Repairs',
    isPosh: false,
    registrationNumber: '2003/254825/23',
    taxNumber: '4846536847',
    isVatRegistered: true,
    address: {
      streetNumber: '221',
      streetName: 'Govan Mbeki Avenue',
      suburb: 'North End',
      city: 'Gqeberha',
      province: 'Eastern Cape',
      postalCode: '6001',
      lat: -33.93294,
      lng: 25.61139,
    },
    regionName: 'Nelson Mandela Bay (Gqeberha)',
    contact: {
      name: 'Wandile Ntsaluba',
      email: 'info@northendmotorrepairs.co.za',
      phone: '041 484 3360',
    },
    description:
      'General mechanical repairs, services and Dekra report repairs in North End. Close to ' +
      'the motor industry, with quick access to parts for Volkswagen, Ford, Isuzu and ' +
      'Toyota.',
    kinds: ['service', 'repair', 'dekra', 'inspection', 'policy'],
    brands: [],
    openingHours: 'Mon–Fri 07:30–17:00, Sat 08:00–12:00',
    labourRatePerHourExclCents: 60000,
    jobTurnaroundDays: 2,
    certifications: [
      {
        name: 'RMI Accredited',
        issuer: 'Retail Motor Industry Organisation (RMI)',
        number: 'RMI-68743',
        validUntilMonths: 18,
      },
      {
        name: 'MIWA Member',
        issuer: 'Motor Industry Workshop Association (MIWA)',
        number: 'RMI-MW-19189',
        validUntilMonths: 12,
      },
    ],
    reviews: [
      {
        authorName: 'Marius L.',
        rating: 5,
        review: 'Timing belt on the Polo 1.4 done on the day. Good price, good people.',
        daysAgo: 25,
      },
      {
        authorName: 'Noluthando K.',
        rating: 5,
        review: 'Dealer sent my trade-in for Dekra repairs, all done in two days.',
        daysAgo: 95,
      },
      {
        authorName: 'Byron C.',
        rating: 3,
        review: 'Service fine but they forgot to refit the engine cover on the Golf.',
        daysAgo: 210,
      },
      {
        authorName: 'Zukisa M.',
        rating: 4,
        review: 'Clutch on the D-Max at a fair price. Waited a day for parts from Uitenhage.',
        daysAgo: 380,
      },
    ],
    organisationName: null,
  },
  {
    name: 'Westdene Motor Clinic',
    isPosh: false,
    registrationNumber: '2004/106946/23',
    taxNumber: '4479788988',
    isVatRegistered: true,
    address: {
      streetNumber: '74',
      streetName: 'Zastron Street',
      suburb: 'Westdene',
      city: 'Bloemfontein',
      province: 'Free State',
      postalCode: '9301',
      lat: -29.10926,
      lng: 26.21063,
    },
    regionName: 'Mangaung (Bloemfontein)',
    contact: {
      name: 'Dirk Oosthuizen',
      email: 'diens@westdenemotorclinic.co.za',
      phone: '051 447 2291',
    },
    description:
      'Bloemfontein workshop for services, repairs, air-conditioning and roadworthy ' +
      'preparation on all makes. Farm bakkies and family cars equally welcome.',
    kinds: ['service', 'repair', 'inspection', 'policy'],
    brands: [],
    openingHours: 'Mon–Fri 07:30–17:00, Sat 08:00–12:00',
    labourRatePerHourExclCents: 59000,
    jobTurnaroundDays: 2,
    certifications: [
      {
        name: 'RMI Accredited',
        issuer: 'Retail Motor Industry Organisation (RMI)',
        number: 'RMI-59330',
        validUntilMonths: 15,
      },
      {
        name: 'MIWA Member',
        issuer: 'Motor Industry Workshop Association (MIWA)',
        number: 'RMI-MW-58610',
        validUntilMonths: 24,
      },
    ],
    reviews: [
      {
        authorName: 'Annelie V.',
        rating: 5,
        review: 'Aircon regas and a new fan motor on the Kia Sonet before the summer. Thank you ' + 'Dirk!',
        daysAgo: 14,
      },
      {
        authorName: 'Teboho M.',
        rating: 4,
        review: 'Service on the Hilux 2.4 GD-6 was good. Slight delay waiting for a filter.',
        daysAgo: 100,
      },
      {
        authorName: 'Hannes R.',
        rating: 5,
        review: 'Claimed a failed injector under my warranty policy. They handled everything.',
        daysAgo: 230,
      },
      {
        authorName: 'Lerato P.',
        rating: 3,
        review: 'Car was ready late and nobody phoned to tell me.',
        daysAgo: 350,
      },
    ],
    organisationName: null,
  },
  {
    name: 'Brandwag Tyre & Alignment',
    isPosh: false,
    registrationNumber: '2013/198503/07',
    taxNumber: '4545019962',
    isVatRegistered: true,
    address: {
      streetNumber: '106',
      streetName: 'Nelson Mandela Drive',
      suburb: 'Brandwag',
      city: 'Bloemfontein',
      province: 'Free State',
      postalCode: '9301',
      lat: -29.10176,
      lng: 26.19511,
    },
    regionName: 'Mangaung (Bloemfontein)',
    contact: {
      name: 'Neo Mokoena',
      email: 'sales@brandwagtyre.co.za',
      phone: '051 444 6612',
    },
    description:
      'Tyres, wheel alignment, balancing, shocks and exhausts on Nelson Mandela Drive. All ' +
      'major tyre brands for cars, SUVs and bakkies.',
    kinds: ['wheelsTyres', 'repair'],
    brands: [],
    openingHours: 'Mon–Fri 08:00–17:00, Sat 08:00–13:00',
    labourRatePerHourExclCents: 49000,
    jobTurnaroundDays: 1,
    certifications: [
      {
        name: 'TEPA Member',
        issuer: 'Tyre, Equipment, Parts Association (TEPA)',
        number: 'RMI-TP-49008',
        validUntilMonths: 14,
      },
    ],
    reviews: [
      {
        authorName: 'Jaco S.',
        rating: 5,
        review: 'Four new tyres and alignment on the Fortuner before our trip to the coast.',
        daysAgo: 27,
      },
      {
        authorName: 'Mamello T.',
        rating: 4,
        review: 'Good price on tyres for the Swift. Had to wait a while.',
        daysAgo: 130,
      },
      {
        authorName: 'Ockert B.',
        rating: 5,
        review: 'Exhaust leak fixed for R450. Quick and honest.',
        daysAgo: 290,
      },
    ],
    organisationName: null,
  },
  {
    name: 'Amalinda Auto Repairs',
    isPosh: false,
    registrationNumber: '2009/774694/07',
    taxNumber: '4245651403',
    isVatRegistered: true,
    address: {
      streetNumber: '38',
      streetName: 'Amalinda Main Road',
      suburb: 'Amalinda',
      city: 'East London',
      province: 'Eastern Cape',
      postalCode: '5247',
      lat: -32.99922,
      lng: 27.86476,
    },
    regionName: 'Buffalo City (East London)',
    contact: {
      name: 'Craig Tshabalala',
      email: 'craig@amalindaautorepairs.co.za',
      phone: '043 741 2256',
    },
    description:
      'Services, mechanical repairs and pre-purchase inspections in Amalinda. Approved for ' +
      'mechanical-breakdown warranty claims.',
    kinds: ['service', 'repair', 'inspection', 'policy'],
    brands: [],
    openingHours: 'Mon–Fri 07:30–17:00, Sat 08:00–12:00',
    labourRatePerHourExclCents: 58000,
    jobTurnaroundDays: 2,
    certifications: [
      {
        name: 'RMI Accredited',
        issuer: 'Retail Motor Industry Organisation (RMI)',
        number: 'RMI-44751',
        validUntilMonths: 3,
      },
    ],
    reviews: [
      {
        authorName: 'Sinazo N.',
        rating: 5,
        review: 'Major service on the Mazda2. Good price and they washed it.',
        daysAgo: 22,
      },
      {
        authorName: 'Brett C.',
        rating: 4,
        review: 'Clutch on the Ranger done well. A day late.',
        daysAgo: 120,
      },
      {
        authorName: 'Unathi G.',
        rating: 5,
        review: 'Found the real cause of my overheating, a blocked radiator, not the head gasket.',
        daysAgo: 250,
      },
    ],
    organisationName: null,
  },
  {
    name: 'Beacon Bay Service Centre',
    isPosh: false,
    registrationNumber: '2011/907186/07',
    taxNumber: '4427323128',
    isVatRegistered: true,
    address: {
      streetNumber: '17',
      streetName: 'Bonza Bay Road',
      suburb: 'Beacon Bay',
      city: 'East London',
      province: 'Eastern Cape',
      postalCode: '5241',
      lat: -32.97118,
      lng: 27.93574,
    },
    regionName: 'Buffalo City (East London)',
    contact: {
      name: 'Leon Scheepers',
      email: 'service@beaconbayservice.co.za',
      phone: '043 748 3319',
    },
    description:
      'Services, brakes, aircon and auto electrical repairs in Beacon Bay. Warranty-safe ' +
      'services for new vehicles and Dekra report repairs for local dealers.',
    kinds: ['service', 'repair', 'dekra', 'inspection'],
    brands: [],
    openingHours: 'Mon–Fri 07:30–17:00, Sat 08:00–12:00',
    labourRatePerHourExclCents: 64000,
    jobTurnaroundDays: 2,
    certifications: [
      {
        name: 'MIWA Member',
        issuer: 'Motor Industry Workshop Association (MIWA)',
        number: 'RMI-MW-25316',
        validUntilMonths: 4,
      },
      {
        name: 'Bosch Car Service',
        issuer: 'Bosch Car Service network',
        number: 'BCS-ZA-0678',
        validUntilMonths: 9,
      },
    ],
    reviews: [
      {
        authorName: 'Ntombi L.',
        rating: 5,
        review: 'Aircon regas on the Corolla Cross, cold again. Booked and done the same week.',
        daysAgo: 11,
      },
      {
        authorName: 'Gareth P.',
        rating: 4,
        review: 'Good service on the VW Polo. They stamped the book properly.',
        daysAgo: 160,
      },
      {
        authorName: 'Anita vR.',
        rating: 2,
        review: 'Brake job was fine but they charged for brake fluid that was not on the quote.',
        daysAgo: 280,
      },
      {
        authorName: 'Lutho B.',
        rating: 5,
        review: 'Dekra report items done quickly for the dealer I work for.',
        daysAgo: 330,
      },
    ],
    organisationName: null,
  },
];
