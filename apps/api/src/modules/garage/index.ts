export { engineCapacityCc, garage, garagePersonalData } from './garage.service';
