export { presentAddress, type AddressRow } from './addresses.presenter.js';
export { addressesRoutes } from './addresses.routes.js';
export { addressesService, type AddressesService } from './addresses.service.js';
