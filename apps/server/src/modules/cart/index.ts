// The cart module's public surface (checkout will read and clear lines through it).
export { cartRoutes, type CartRoutesOptions } from './cart.routes.js';
export { cartService, presentCartLine, type CartService } from './cart.service.js';
