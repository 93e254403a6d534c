// The dashboard home and the access gate every staff screen sits behind (the app composes them with the session).
export { DashboardAccessGate, type DashboardAccess } from './components/dashboard-access.tsx';
export { DashboardHome } from './components/dashboard-home.tsx';
