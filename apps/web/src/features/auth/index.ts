// Signing in and out: what the app bar uses here, the account screens in screens.ts.
export { useLogout } from './api/logout.ts';
