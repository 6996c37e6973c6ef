// What every live stream (server-sent events; decisions 176, 212) says the same way on both sides.

/** Sent just before the server ends a stream it has held long enough: open a new one (with a new token). */
export const RECONNECT_EVENT = 'reconnect';
