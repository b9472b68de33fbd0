import path from 'node:path';

/**
 * Where global setup tells the tests the server's address. It lives in this checkout (not the system
 * temp dir) so that two checkouts can run their browser tests at the same time without reading each
 * other's server.
 */
export const E2E_ENV_FILE = path.resolve(import.meta.dirname, '..', '.e2e-env.json');
