/** The administrators' catalogue (decision 061): the M&M-code CSV import, one vehicle's edit, the brands' terms. */
export { BrandTermsEditor } from './components/brand-terms';
export { CatalogueImport } from './components/catalogue-import';
export { CatalogueVehicleEdit } from './components/vehicle-edit';
