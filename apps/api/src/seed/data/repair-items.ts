import type { SeedRepairItem, SeedRepairItemTrees } from '../types';

/**
 * Repair-item template trees, one per quote kind. Trunks group leaves; a customer picks leaves.
 * A leaf with a `query` asks the customer one question (answer up to 500 characters).
 * `templateItems` are the parts and labour lines a workshop starts its quote from.
 */

function leaf(
  name: string,
  templateItems: string[],
  keywords: string[],
  query?: string,
  displayName?: string,
): SeedRepairItem {
  return {
    name,
    ...(displayName ? { displayName } : {}),
    ...(query ? { query } : {}),
    templateItems,
    keywords,
  };
}

function trunk(name: string, icon: string, children: SeedRepairItem[]): SeedRepairItem {
  return { name, icon, children };
}

const service: SeedRepairItem[] = [
  trunk('Services', 'calendar', [
    leaf(
      'Scheduled manufacturer service',
      [
        'Service kit (oil filter, air filter, fuel filter as per schedule)',
        'Engine oil to manufacturer specification',
        'Sump plug washer',
        'Labour: scheduled service as per manufacturer schedule',
        'Service book stamp and service-light reset',
      ],
      ['service', 'scheduled', 'interval', 'service plan', 'warranty', 'logbook'],
      'Which service is due (e.g. 45 000 km or 60 000 km service) and what is the current odometer reading?',
    ),
    leaf(
      'Minor service',
      [
        'Engine oil to manufacturer specification',
        'Oil filter',
        'Sump plug washer',
        'Labour: minor service and multipoint safety check',
      ],
      ['minor service', 'small service', 'oil', 'filter', 'check'],
    ),
    leaf(
      'Major service',
      [
        'Engine oil to manufacturer specification',
        'Oil filter',
        'Air filter',
        'Spark plugs (set) or diesel fuel filter',
        'Labour: major service and multipoint safety check',
      ],
      ['major service', 'big service', 'spark plugs', 'fuel filter', 'air filter'],
    ),
    leaf(
      'Oil and filter change',
      [
        'Engine oil to manufacturer specification',
        'Oil filter',
        'Sump plug washer',
        'Labour: oil and filter change',
      ],
      ['oil change', 'oil', 'filter', 'lube'],
    ),
  ]),
  trunk('Service add-ons', 'tool', [
    leaf(
      'Air-conditioning regas',
      [
        'Refrigerant gas (R134a or R1234yf) per gram',
        'Compressor oil and UV dye',
        'Labour: evacuate, leak test and regas',
      ],
      ['aircon', 'air con', 'regas', 'gas', 'cold air'],
    ),
    leaf(
      'Wheel alignment and balancing',
      ['Four-wheel computerised alignment', 'Wheel balancing (4 wheels)', 'Balancing weights'],
      ['alignment', 'balancing', 'pulling', 'steering wheel off centre'],
    ),
    leaf(
      'Brake fluid flush',
      ['Brake fluid DOT 4 (1 litre)', 'Labour: flush and bleed brake system'],
      ['brake fluid', 'flush', 'bleed', 'spongy brakes'],
    ),
    leaf(
      'Cabin (pollen) filter',
      ['Cabin / pollen filter', 'Labour: replace cabin filter'],
      ['cabin filter', 'pollen filter', 'aircon smell'],
    ),
    leaf(
      'Coolant flush',
      [
        'Coolant / antifreeze to manufacturer specification',
        'Labour: drain, flush and refill cooling system',
      ],
      ['coolant', 'antifreeze', 'radiator flush'],
    ),
    leaf(
      'Wiper blades',
      ['Front wiper blades (pair)', 'Rear wiper blade', 'Labour: fit wiper blades'],
      ['wipers', 'wiper blades', 'smearing'],
    ),
  ]),
];

const repair: SeedRepairItem[] = [
  trunk('Brakes', 'disc', [
    leaf(
      'Front brake pads',
      ['Front brake pads (set)', 'Brake pad wear sensor (if fitted)', 'Labour: replace front brake pads'],
      ['brakes', 'pads', 'front brakes', 'squeal', 'squeak'],
    ),
    leaf(
      'Front brake pads and discs',
      [
        'Front brake pads (set)',
        'Front brake discs (pair)',
        'Brake cleaner and copper grease',
        'Labour: replace front pads and discs',
      ],
      ['brakes', 'discs', 'rotors', 'pads', 'vibration when braking'],
    ),
    leaf(
      'Rear brake pads and discs',
      ['Rear brake pads (set)', 'Rear brake discs (pair)', 'Labour: replace rear pads and discs'],
      ['rear brakes', 'discs', 'pads', 'electronic handbrake'],
    ),
    leaf(
      'Rear brake shoes and drums',
      [
        'Rear brake shoes (set)',
        'Rear brake drums (pair) or skim drums',
        'Brake fitting kit',
        'Labour: rear brake overhaul',
      ],
      ['drums', 'brake shoes', 'handbrake', 'rear brakes'],
    ),
    leaf(
      'Brake noise or vibration',
      [
        'Labour: brake inspection and road test',
        'Skim front discs (pair)',
        'Brake cleaner and anti-squeal paste',
      ],
      ['brake noise', 'grinding', 'shudder', 'vibration', 'squeal'],
      'Describe the noise or vibration: when does it happen (light or hard braking, hot or cold) and from which wheel?',
    ),
    leaf(
      'ABS warning light',
      ['Labour: ABS diagnostic scan', 'ABS wheel speed sensor', 'Labour: replace ABS sensor'],
      ['abs', 'abs light', 'wheel speed sensor', 'traction control light'],
      'Is the ABS light on all the time or only sometimes, and are any other lights on with it?',
    ),
    leaf(
      'Brake calipers',
      [
        'Brake caliper (each)',
        'Brake caliper repair kit',
        'Brake fluid DOT 4',
        'Labour: replace caliper and bleed brakes',
      ],
      ['caliper', 'sticking brake', 'brake pulling', 'hot wheel'],
      'Which wheel is affected, and does the car pull to one side or does one wheel get very hot?',
    ),
  ]),
  trunk('Clutch & Gearbox', 'manual-gearbox', [
    leaf(
      'Clutch replacement',
      [
        'Clutch kit (pressure plate, clutch plate, release bearing)',
        'Dual-mass flywheel or flywheel skim (if required)',
        'Gearbox oil',
        'Labour: remove gearbox and replace clutch',
      ],
      ['clutch', 'slipping', 'clutch kit', 'flywheel', 'pressure plate'],
      'What is the problem: slipping, juddering, hard pedal, noise, or biting high? Since when?',
    ),
    leaf(
      'Clutch slave or master cylinder',
      [
        'Clutch slave cylinder / concentric slave cylinder',
        'Clutch master cylinder',
        'Brake fluid DOT 4',
        'Labour: replace and bleed',
      ],
      ['clutch pedal', 'pedal to the floor', 'slave cylinder', 'master cylinder'],
    ),
    leaf(
      'Manual gearbox noise or jumping out of gear',
      [
        'Labour: gearbox diagnosis and road test',
        'Gearbox bearing and synchro kit',
        'Gearbox oil',
        'Labour: gearbox overhaul',
      ],
      ['gearbox', 'whine', 'jumping out of gear', 'grinding gears', 'synchro'],
      'Which gear(s) are affected, and is the noise there when the clutch is in, out, or only when driving?',
    ),
    leaf(
      'Automatic gearbox fault',
      [
        'Labour: transmission diagnostic scan and road test',
        'Transmission fluid (ATF)',
        'Transmission filter / sump gasket',
        'Labour: transmission service',
      ],
      ['automatic', 'gearbox', 'dsg', 'cvt', 'harsh shift', 'slipping', 'limp mode'],
      'Describe the symptoms (harsh or delayed shifts, slipping, limp mode, warning light) and the mileage.',
    ),
    leaf(
      'Automatic gearbox service',
      [
        'Transmission fluid (ATF / DSG / CVT fluid)',
        'Transmission filter',
        'Sump gasket',
        'Labour: transmission fluid service',
      ],
      ['gearbox service', 'atf', 'dsg service', 'cvt fluid'],
    ),
    leaf(
      'CV joint or driveshaft',
      ['Outer CV joint kit', 'CV boot kit', 'Driveshaft (if required)', 'Labour: replace CV joint'],
      ['cv joint', 'clicking when turning', 'driveshaft', 'cv boot'],
      'Which side is it, and does it click on full lock, vibrate when accelerating, or both?',
    ),
    leaf(
      'Differential or transfer case',
      [
        'Labour: differential / transfer case inspection',
        'Differential bearing kit',
        'Differential oil',
        'Labour: overhaul',
      ],
      ['diff', 'differential', 'transfer case', '4x4', 'whine', 'clunk'],
      'Front or rear, 4x2 or 4x4, and when do you hear it (accelerating, coasting, turning)?',
    ),
  ]),
  trunk('Suspension & Steering', 'steering-wheel', [
    leaf(
      'Shock absorbers',
      [
        'Front shock absorbers (pair)',
        'Rear shock absorbers (pair)',
        'Strut mountings and bump stops',
        'Labour: replace shock absorbers',
      ],
      ['shocks', 'shock absorbers', 'bouncing', 'struts'],
    ),
    leaf(
      'Suspension knock or rattle',
      [
        'Labour: suspension inspection and road test',
        'Stabiliser link (each)',
        'Control arm bush (each)',
        'Labour: replace worn components',
      ],
      ['knock', 'rattle', 'clunk', 'bushes', 'stabiliser link', 'control arm'],
      'Describe the noise and when it happens (speed bumps, potholes, turning, braking).',
    ),
    leaf(
      'Ball joints and tie-rod ends',
      [
        'Lower ball joint (each)',
        'Tie-rod end (each)',
        'Inner tie rod (each)',
        'Labour: replace and wheel alignment',
      ],
      ['ball joint', 'tie rod', 'steering play', 'roadworthy'],
    ),
    leaf(
      'Power steering fault',
      [
        'Labour: power steering diagnosis',
        'Power steering fluid',
        'Power steering pump or rack seal kit',
        'Labour: repair',
      ],
      ['power steering', 'heavy steering', 'steering leak', 'whine'],
      'Is the steering heavy, noisy or leaking, and is there a warning light on the dash?',
    ),
    leaf(
      'Wheel bearing',
      ['Wheel bearing / hub assembly', 'Hub nut', 'Labour: replace wheel bearing'],
      ['wheel bearing', 'humming', 'droning', 'hub'],
      'Which corner do you think it is, and does the hum change when you turn left or right?',
    ),
    leaf(
      'Leaf springs and bushes (bakkie)',
      [
        'Leaf spring pack (each)',
        'Spring bushes and shackles kit',
        'U-bolts',
        'Labour: replace leaf springs',
      ],
      ['leaf springs', 'bakkie', 'sagging', 'rear suspension'],
    ),
  ]),
  trunk('Engine', 'engine', [
    leaf(
      'Engine oil leak',
      [
        'Labour: engine cleaning and leak diagnosis',
        'Valve cover gasket',
        'Sump gasket or sealant',
        'Labour: replace gasket',
      ],
      ['oil leak', 'oil drip', 'gasket', 'burning oil smell'],
      'Where do you see the oil (under the car, on the engine, smoke from the bonnet) and how much?',
    ),
    leaf(
      'Engine misfire or rough idle',
      [
        'Labour: diagnostic scan and misfire test',
        'Spark plugs (set)',
        'Ignition coil (each)',
        'Labour: replace ignition parts',
      ],
      ['misfire', 'rough idle', 'shaking', 'coil', 'spark plugs', 'check engine'],
      'Describe the symptoms (shaking, loss of power, flashing engine light) and when it happens.',
    ),
    leaf(
      'Loss of power or smoke (diesel)',
      [
        'Labour: diesel diagnostic scan',
        'Injector leak-off / back-flow test',
        'Inlet manifold and EGR clean',
        'Diesel fuel filter',
      ],
      ['diesel', 'smoke', 'loss of power', 'injectors', 'egr', 'dpf', 'turbo'],
      'What colour is the smoke, and is there a warning light or limp mode?',
    ),
    leaf(
      'Turbocharger',
      [
        'Turbocharger (new or exchange unit)',
        'Turbo gasket kit',
        'Oil and oil filter',
        'Labour: replace turbocharger',
      ],
      ['turbo', 'whistle', 'boost', 'blue smoke', 'limp mode'],
      'What are the symptoms (whistling, loss of boost, smoke, oil in intercooler) and the mileage?',
    ),
    leaf(
      'Diesel particulate filter (DPF)',
      [
        'Labour: DPF diagnosis and forced regeneration',
        'DPF off-car cleaning',
        'Differential pressure sensor',
      ],
      ['dpf', 'regeneration', 'particulate filter', 'gd-6', 'limp mode'],
    ),
    leaf(
      'Head gasket',
      [
        'Head gasket set',
        'Cylinder head bolts',
        'Cylinder head skim and pressure test',
        'Coolant and oil',
        'Labour: replace head gasket',
      ],
      ['head gasket', 'overheating', 'white smoke', 'milky oil', 'coolant loss'],
      'Has the engine overheated, and are you losing coolant or seeing white smoke or milky oil?',
    ),
    leaf(
      'Engine mounts',
      ['Engine mount (each)', 'Gearbox mount', 'Labour: replace mounts'],
      ['engine mount', 'vibration', 'clunk when pulling off'],
    ),
  ]),
  trunk('Cooling', 'temperature', [
    leaf(
      'Overheating',
      [
        'Labour: cooling system pressure test and diagnosis',
        'Thermostat and housing gasket',
        'Coolant',
        'Labour: repair',
      ],
      ['overheating', 'temperature gauge', 'steam', 'coolant'],
      'When does it overheat (traffic, highway, towing) and is the coolant level dropping?',
    ),
    leaf(
      'Radiator replacement',
      ['Radiator', 'Radiator hoses (top and bottom)', 'Coolant', 'Labour: replace radiator'],
      ['radiator', 'leak', 'coolant leak'],
    ),
    leaf(
      'Water pump and thermostat',
      ['Water pump and gasket', 'Thermostat', 'Coolant', 'Labour: replace water pump and thermostat'],
      ['water pump', 'thermostat', 'coolant leak', 'overheating'],
    ),
    leaf(
      'Radiator fan',
      ['Radiator fan motor / assembly', 'Fan relay or resistor', 'Labour: replace fan'],
      ['radiator fan', 'fan not working', 'overheating in traffic'],
    ),
  ]),
  trunk('Electrical & Battery', 'battery-automotive', [
    leaf(
      'Battery replacement',
      ['Battery (correct size and CCA rating)', 'Labour: fit battery, code and test charging system'],
      ['battery', 'flat battery', 'wont start', 'load shedding'],
    ),
    leaf(
      'Car will not start',
      [
        'Labour: starting and charging system test',
        'Starter motor (new or rebuilt)',
        'Labour: replace starter motor',
      ],
      ['wont start', 'clicking', 'starter', 'crank'],
      'What happens when you turn the key: nothing, a click, slow cranking, or it cranks but does not fire?',
    ),
    leaf(
      'Alternator / charging fault',
      ['Alternator (new or rebuilt)', 'Drive belt', 'Labour: replace alternator and test charging'],
      ['alternator', 'battery light', 'charging', 'flat battery'],
    ),
    leaf(
      'Battery keeps going flat',
      ['Labour: parasitic drain test', 'Labour: electrical fault finding (per hour)', 'Battery test report'],
      ['parasitic drain', 'flat battery', 'battery drain'],
      'How long can the car stand before the battery is flat, and has anything been fitted recently (alarm, tracker, radio)?',
    ),
    leaf(
      'Lights, windows or central locking',
      [
        'Labour: electrical fault finding (per hour)',
        'Window regulator / motor or actuator',
        'Labour: replace faulty part',
      ],
      ['electric windows', 'central locking', 'lights', 'remote', 'wiring'],
      'What is not working (which light, window or door) and does it fail all the time or sometimes?',
    ),
    leaf(
      'Immobiliser or key fault',
      ['Labour: immobiliser diagnosis', 'Remote key / transponder', 'Labour: key programming'],
      ['immobiliser', 'key', 'remote', 'transponder', 'security light'],
    ),
  ]),
  trunk('Air-conditioning', 'air-conditioning', [
    leaf(
      'Aircon not cold',
      [
        'Labour: aircon performance test and leak detection',
        'Refrigerant gas per gram',
        'Compressor oil and UV dye',
      ],
      ['aircon', 'not cold', 'warm air', 'regas'],
      'Is it blowing warm all the time or only in traffic, and when was it last regassed?',
    ),
    leaf(
      'Aircon compressor',
      [
        'Aircon compressor',
        'Receiver drier / expansion valve',
        'Refrigerant gas and oil',
        'Labour: replace compressor, evacuate and regas',
      ],
      ['compressor', 'aircon noise', 'aircon clutch'],
    ),
    leaf(
      'Aircon condenser or leak repair',
      ['Aircon condenser', 'O-rings and seals', 'Refrigerant gas', 'Labour: replace condenser and regas'],
      ['condenser', 'aircon leak', 'gas leak'],
    ),
    leaf(
      'Fan blower or bad smell',
      ['Blower motor or resistor', 'Cabin filter', 'Evaporator anti-bacterial treatment', 'Labour: repair'],
      ['blower', 'fan speeds', 'smell', 'mould'],
      'Which fan speeds work, and is there a smell when the aircon is on?',
    ),
  ]),
  trunk('Exhaust', 'wind', [
    leaf(
      'Exhaust leak or noise',
      [
        'Labour: exhaust inspection',
        'Exhaust gasket / clamp',
        'Exhaust section (centre box or tailpipe)',
        'Labour: fit',
      ],
      ['exhaust', 'loud', 'blowing', 'rattle', 'silencer'],
      'Where is the noise coming from (front, middle, back) and is it a rattle or a blowing sound?',
    ),
    leaf(
      'Catalytic converter',
      ['Catalytic converter', 'Gaskets and fitting kit', 'Labour: replace catalytic converter'],
      ['catalytic converter', 'cat', 'rotten egg smell', 'theft'],
    ),
    leaf(
      'Oxygen (lambda) sensor',
      ['Oxygen / lambda sensor', 'Labour: replace sensor and clear codes'],
      ['o2 sensor', 'lambda', 'fuel consumption', 'check engine'],
    ),
  ]),
  trunk('Timing belt/chain', 'clock', [
    leaf(
      'Timing belt replacement',
      [
        'Timing belt kit (belt, tensioner, idlers)',
        'Water pump (recommended)',
        'Coolant',
        'Labour: replace timing belt',
      ],
      ['timing belt', 'cambelt', 'water pump', 'interval'],
      'What is the current mileage, and do you know when the timing belt was last replaced?',
    ),
    leaf(
      'Timing chain noise',
      [
        'Timing chain kit (chain, guides, tensioner)',
        'Gasket set',
        'Engine oil and filter',
        'Labour: replace timing chain',
      ],
      ['timing chain', 'rattle on start-up', 'chain tensioner'],
      'Describe the noise (rattle at cold start, constant noise) and how long it lasts.',
    ),
    leaf(
      'Auxiliary (fan) belt',
      ['Auxiliary drive belt', 'Belt tensioner', 'Labour: replace drive belt'],
      ['fan belt', 'squeal', 'drive belt', 'serpentine belt'],
    ),
  ]),
  trunk('Diagnostics', 'alert-triangle', [
    leaf(
      'Warning light on dashboard',
      ['Labour: computer diagnostic scan', 'Labour: fault finding (per hour)', 'Diagnostic report'],
      ['warning light', 'check engine', 'engine light', 'dashboard light', 'fault code'],
      'Which warning light is on (colour and symbol), is it steady or flashing, and what symptoms do you notice?',
    ),
    leaf(
      'Strange noise',
      ['Labour: road test and inspection', 'Labour: fault finding (per hour)'],
      ['noise', 'knock', 'squeak', 'rattle', 'whine'],
      'Describe the noise and when it happens (speed, turning, braking, cold or warm engine).',
    ),
    leaf(
      'Fluid leak',
      ['Labour: leak diagnosis (engine clean and UV dye)', 'Labour: inspection report'],
      ['leak', 'drip', 'puddle', 'oil', 'coolant'],
      'What colour is the fluid and where under the car do you see it?',
    ),
    leaf(
      'High fuel consumption',
      ['Labour: diagnostic scan and sensor live data', 'Air filter', 'Labour: fuel system inspection'],
      ['fuel consumption', 'thirsty', 'economy'],
      'What consumption are you getting (L/100 km or km per tank) and what did you get before?',
    ),
  ]),
];

const policy: SeedRepairItem[] = [
  trunk('Claimable mechanical repairs', 'shield-check', [
    leaf(
      'Engine failure (internal)',
      [
        'Labour: strip and assessment for assessor',
        'Engine parts as per assessor approval',
        'Gasket set, oil and filter',
        'Labour: engine repair',
      ],
      ['engine', 'seized', 'knocking', 'policy claim', 'mechanical breakdown'],
      'Describe the failure: what happened, the warning lights or noises, the odometer reading and whether the car is still driveable.',
    ),
    leaf(
      'Turbocharger failure',
      [
        'Labour: diagnosis for assessor',
        'Turbocharger (new or exchange)',
        'Gasket kit, oil and filter',
        'Labour: replace turbo',
      ],
      ['turbo', 'policy claim', 'loss of power', 'smoke'],
      'What happened (loss of power, smoke, whistling) and when was the vehicle last serviced?',
    ),
    leaf(
      'Gearbox failure',
      [
        'Labour: gearbox strip and assessment',
        'Gearbox parts as per assessor approval',
        'Gearbox oil',
        'Labour: gearbox repair',
      ],
      ['gearbox', 'transmission', 'policy claim', 'jumping out of gear'],
      'Manual or automatic, what are the symptoms, and at what mileage did it start?',
    ),
    leaf(
      'Differential failure',
      [
        'Labour: differential assessment',
        'Crown wheel and pinion / bearing kit',
        'Differential oil',
        'Labour: differential repair',
      ],
      ['differential', 'diff', 'policy claim', 'whine', 'clunk'],
      'Front or rear differential, and what noise or failure did you notice?',
    ),
    leaf(
      'Electrical component failure',
      [
        'Labour: electrical diagnosis for assessor',
        'Failed component (alternator, starter, ECU, sensor)',
        'Labour: replace component',
      ],
      ['alternator', 'starter', 'ecu', 'electrical', 'policy claim'],
      'Which component failed or what stopped working, and are any warning lights on?',
    ),
    leaf(
      'Cooling system failure',
      [
        'Labour: pressure test for assessor',
        'Water pump / radiator / thermostat',
        'Coolant',
        'Labour: repair',
      ],
      ['cooling', 'overheating', 'water pump', 'radiator', 'policy claim'],
      'Did the engine overheat, and did you keep driving after the temperature warning?',
    ),
    leaf(
      'Fuel system failure',
      [
        'Labour: fuel system diagnosis',
        'Injector / fuel pump as per assessor approval',
        'Fuel filter',
        'Labour: repair',
      ],
      ['injector', 'fuel pump', 'policy claim', 'diesel'],
      'Describe the symptoms (misfire, smoke, no start) and where you last filled up.',
    ),
    leaf(
      'Steering and suspension failure',
      ['Labour: assessment', 'Steering rack / power steering pump', 'Labour: repair and wheel alignment'],
      ['steering rack', 'power steering', 'policy claim'],
      'What failed (heavy steering, leak, noise) and when did it start?',
    ),
  ]),
];

const inspection: SeedRepairItem[] = [
  trunk('Inspections', 'clipboard-check', [
    leaf(
      'Pre-purchase inspection',
      [
        'Labour: pre-purchase inspection (mechanical, body and underbody)',
        'Computer diagnostic scan',
        'Road test',
        'Written photo report',
      ],
      ['pre-purchase', 'used car', 'buying', 'inspection', 'check before buying'],
      'Where is the vehicle (seller address or dealership) and who should we contact to arrange access?',
    ),
    leaf(
      'Roadworthy (RWC) preparation',
      [
        'Labour: roadworthy pre-inspection',
        'Parts to pass roadworthy as quoted',
        'Labour: roadworthy repairs',
      ],
      ['roadworthy', 'rwc', 'coc', 'licence', 'change of ownership', 'testing station'],
      'Why do you need the roadworthy (change of ownership, re-registration, police notice) and when?',
      'Roadworthy (RWC) preparation',
    ),
    leaf(
      'Diagnostic inspection',
      [
        'Labour: diagnostic inspection (per hour)',
        'Computer diagnostic scan',
        'Written findings and repair quote',
      ],
      ['diagnostic', 'inspection', 'fault finding', 'find the problem'],
      'Describe the problem you want us to find and when it happens.',
    ),
    leaf(
      'Quote after inspection',
      ['Labour: inspection', 'Detailed repair quotation after inspection'],
      ['quote after inspection', 'not sure', 'inspect and quote', 'pre-quote'],
      'Describe what you want inspected and any symptoms; the workshop will send a full quote after seeing the vehicle.',
      'Quote After Inspection',
    ),
    leaf(
      'Pre-trip or holiday check',
      ['Labour: multipoint safety check', 'Top up fluids', 'Tyre and brake report'],
      ['holiday', 'trip', 'long distance', 'safety check', 'towing'],
    ),
  ]),
];

const wheelsTyres: SeedRepairItem[] = [
  trunk('Tyres', 'tire', [
    leaf(
      'New tyres',
      ['Tyre (each)', 'Fitment and balancing (each)', 'New valve (each)', 'Tyre disposal levy (each)'],
      ['tyres', 'tires', 'new tyres', 'worn tyres', 'all-terrain'],
      'What tyre size do you need (on the tyre sidewall, e.g. 265/65 R17 or 185/60 R15), how many, and do you prefer a brand?',
    ),
    leaf(
      'Puncture repair',
      ['Puncture repair (plug or patch)', 'Wheel balance', 'Labour: remove and refit wheel'],
      ['puncture', 'flat tyre', 'slow leak', 'nail'],
      'Which tyre is it and can you still drive on it?',
    ),
    leaf(
      'Run-flat tyres',
      ['Run-flat tyre (each)', 'Run-flat fitment and balancing (each)', 'TPMS sensor reset'],
      ['run flat', 'runflat', 'bmw', 'tpms'],
      'What tyre size do you need and how many?',
    ),
  ]),
  trunk('Wheels', 'steering-wheel', [
    leaf(
      'Wheel alignment',
      ['Four-wheel computerised alignment', 'Alignment printout (before and after)'],
      ['alignment', 'pulling', 'uneven tyre wear', 'steering off centre'],
    ),
    leaf(
      'Wheel balancing',
      ['Wheel balancing (per wheel)', 'Balancing weights'],
      ['balancing', 'steering wobble', 'vibration at speed'],
    ),
    leaf(
      'Rim repair or straightening',
      ['Rim straightening (each)', 'Rim crack welding (each)', 'Wheel balance'],
      ['bent rim', 'pothole', 'mag', 'rim repair'],
      'Which rim is damaged, what size is it, and is it bent, cracked or both?',
    ),
    leaf(
      'Tyre pressure sensor (TPMS)',
      ['TPMS sensor (each)', 'Labour: fit and program sensor'],
      ['tpms', 'tyre pressure light', 'sensor'],
    ),
  ]),
];

const windscreen: SeedRepairItem[] = [
  trunk('Windscreen & glass', 'wiper', [
    leaf(
      'Windscreen chip repair',
      ['Chip repair (first chip)', 'Chip repair (each additional chip)'],
      ['chip', 'stone chip', 'windscreen repair', 'crack'],
      'How many chips are there, how big are they (smaller than a R5 coin?) and are they in the driver line of sight?',
    ),
    leaf(
      'Windscreen replacement',
      [
        'Windscreen (OEM or approved replacement)',
        'Urethane adhesive and primer kit',
        'Mouldings / clips',
        'Labour: fit windscreen',
      ],
      ['windscreen', 'cracked windscreen', 'replacement', 'glass'],
      'Does the windscreen have a rain or light sensor, a lane-assist camera, heating or a head-up display?',
    ),
    leaf(
      'ADAS camera calibration',
      ['Labour: static / dynamic camera calibration', 'Calibration certificate'],
      ['adas', 'camera', 'lane assist', 'calibration'],
    ),
    leaf(
      'Side or rear window',
      ['Side window glass / rear window', 'Labour: fit glass and vacuum out broken glass'],
      ['side window', 'rear window', 'smash and grab', 'broken window'],
      'Which window is broken (e.g. left rear door, rear screen) and does the rear screen have a heater or aerial?',
    ),
  ]),
];

const bodyExternal: SeedRepairItem[] = [
  trunk('Body & paint', 'paint', [
    leaf(
      'Panel beating and accident repair',
      [
        'Labour: panel beating (hours)',
        'Replacement panels as required',
        'Paint and materials',
        'Labour: spray painting',
      ],
      ['panel beating', 'accident', 'dent', 'crash', 'smash'],
      'Which panels are damaged (e.g. front bumper, left front door) and is it an insurance claim or private?',
    ),
    leaf(
      'Scratches and paint repair',
      ['Labour: prepare and paint (per panel)', 'Paint and materials', 'Labour: machine polish'],
      ['scratch', 'keyed', 'paint', 'respray', 'touch up'],
      'Which panels are scratched and how deep is it (through to metal or only the clear coat)?',
    ),
    leaf(
      'Bumper repair',
      [
        'Bumper plastic welding and repair',
        'Bumper clips and brackets',
        'Paint and materials',
        'Labour: repair and paint bumper',
      ],
      ['bumper', 'cracked bumper', 'scuffed bumper', 'parking sensors'],
      'Front or rear bumper, is it cracked, scuffed or hanging loose, and does it have parking sensors?',
    ),
    leaf(
      'Dent removal (paintless)',
      ['Paintless dent removal (per dent)', 'Labour: hail damage assessment'],
      ['dent', 'hail', 'paintless', 'pdr', 'door ding'],
      'How many dents are there, roughly how big, and is it hail damage?',
    ),
    leaf(
      'Headlight restoration',
      ['Headlight restoration (pair)', 'UV clear coat'],
      ['headlights', 'yellow headlights', 'cloudy headlights', 'roadworthy'],
    ),
    leaf(
      'Rust repair',
      ['Labour: cut out and weld in new metal', 'Rust treatment and primer', 'Paint and materials'],
      ['rust', 'corrosion', 'bubbling paint'],
      'Where is the rust (e.g. wheel arch, sill, tailgate) and how big is the area?',
    ),
  ]),
];

const dekra: SeedRepairItem[] = [
  trunk('Dekra report', 'file-certificate', [
    leaf(
      'Repairs as per Dekra report',
      ['Parts as per Dekra report', 'Labour as per Dekra report', 'Re-inspection fee (if required)'],
      ['dekra', 'report', 'inspection report', 'recon', 'finance'],
      'List the items on the Dekra report that must be repaired (or attach the report) and the report number.',
    ),
    leaf(
      'Mechanical items on Dekra report',
      ['Mechanical parts as per report', 'Labour: mechanical repairs as per report'],
      ['dekra', 'mechanical', 'recon'],
      'Which mechanical items are listed on the report?',
    ),
    leaf(
      'Body and paint items on Dekra report',
      ['Panel and paint work as per report', 'Paint and materials', 'Labour: body repairs as per report'],
      ['dekra', 'body', 'paint', 'recon'],
      'Which body or paint items are listed on the report?',
    ),
  ]),
];

export const repairItemTrees: SeedRepairItemTrees = {
  service,
  repair,
  policy,
  inspection,
  wheelsTyres,
  windscreen,
  bodyExternal,
  dekra,
};
