// Staff review of facility claims (/dashboard/claims): the gate here, the screens in screens.ts.
export { ClaimsAccessGate, type ClaimsAccess } from './components/claims-access.tsx';
