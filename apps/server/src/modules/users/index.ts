export { presentPublicUser, presentSession, presentUser, type SessionRow, type UserRow } from './users.presenter.js';
export { usersRoutes, type UsersRoutesOptions } from './users.routes.js';
export { assertSelf, usersService, type UsersService } from './users.service.js';
