/** Vehicles: catalogue search, manual entry, the vehicle's card and details, service interval and schedule. */

export { useWarrantyNoticeBrands } from './api/vehicles-api';
export { ManualVehicleForm, type ManualVehicleFormValues } from './components/manual-vehicle-form';
export { PdfViewerModal } from './components/pdf-viewer-modal';
export { ServiceIntervalPanel } from './components/service-interval-panel';
export { ServiceScheduleTable } from './components/service-schedule-table';
export { VEHICLE_PLACEHOLDER_URL, VehicleCard, vehiclePictureUrl } from './components/vehicle-card';
export { VehicleDetailsTable } from './components/vehicle-details-table';
export { VehicleHistoryTable } from './components/vehicle-history-table';
export { VehicleSearchStart } from './components/vehicle-search-start';
export { VehicleSearchWidget } from './components/vehicle-search-widget';
export { vehicleTitle } from './components/vehicle-title';
