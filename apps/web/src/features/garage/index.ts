/** My Garage: the person's vehicles, their mileage, attachments, policy, service schedule and history. */
export { downloadVehicleAttachment, useGarageVehicle, useVehicleHistory } from './api/garage-api';
export { AddVehiclePanel } from './components/add-vehicle-panel';
export { GarageList } from './components/garage-list';
export {
  GarageServiceSchedule,
  GarageVehicleDetail,
  GarageVehicleHistory,
} from './components/garage-vehicle-detail';
export { GarageVehicleSelect } from './components/garage-vehicle-select';
export { PolicyCard, PolicyDialogModal, policyDialogOf } from './components/policy';
