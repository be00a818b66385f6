/** The port of e2e/push.spec.ts's local push service: the server under test may push to 127.0.0.1 on it. */
export const E2E_PUSH_SERVICE_PORT = 3197;
