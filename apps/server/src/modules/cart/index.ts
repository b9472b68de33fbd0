// The cart module's public surface (checkout reads and clears lines through it).
import type { AppModule } from '../../lib/module.js';
import { cartRoutes } from './cart.routes.js';
import { cartService, type CartDeps } from './cart.service.js';

export { presentCartLine } from './cart.service.js';
export { cartItems } from './cart.schema.js';
export { kitsOfCartLines, removeKitsFromCarts } from './cart.repository.js';

export function createCartModule(deps: CartDeps) {
  return { routes: cartRoutes(cartService(deps)) } satisfies AppModule;
}
