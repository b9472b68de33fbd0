// The addresses module's public surface: the address book and its table.
import type { AppModule } from '../../lib/module.js';
import { addressesRoutes } from './addresses.routes.js';
import { addressesService, type AddressesDeps } from './addresses.service.js';

export { presentAddress, type AddressRow } from './addresses.presenter.js';
export { userAddresses } from './addresses.schema.js';
export { findAddress, pickupAddressesOf, pickupAddressOf } from './addresses.repository.js';

export function createAddressesModule(deps: AddressesDeps) {
  return { routes: addressesRoutes(addressesService(deps)) } satisfies AppModule;
}
