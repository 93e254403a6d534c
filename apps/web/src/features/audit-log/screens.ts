// The audit log screen, loaded with its own code (the app wraps it in lazyScreen).
export const loadAuditLogPage = () => import('./components/audit-log-page.tsx').then((module) => module.AuditLogPage);
