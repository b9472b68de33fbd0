/*
 * Loaded with `node --require` before anything else (package.json `serve`/`dev`, the test and
 * bench launchers). libuv sizes its thread pool once, when the pool is first used, and Node's ES
 * module loader already uses it to read server.ts, so setting this inside server.ts is too late.
 *
 * Why 8 rather than the default 4: every sharp job holds a pool thread for its whole run, and
 * password hashing (@node-rs/argon2), file reads and writes, and DNS lookups queue on the same
 * pool. Image work is limited to at most 2 jobs (lib/images.ts), so at least 6 threads stay free
 * for a sign-in however many uploads are waiting. Idle threads cost only their stacks. An explicit
 * UV_THREADPOOL_SIZE in the environment wins.
 */
process.env.UV_THREADPOOL_SIZE ??= '8';
