// The audit log screen, loaded with its own code (the app's route table loads it with `lazy:`).
export const loadAuditLogPage = () => import('./components/audit-log-page.tsx').then((module) => module.AuditLogPage);
