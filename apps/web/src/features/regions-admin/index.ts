/** The administrators' regions: circles and polygons drawn on the map, with the customer's view (decision 066). */
export { RegionsAdmin } from './components/regions-admin';
