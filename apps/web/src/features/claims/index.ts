// Claiming a facility and the claimed facilities' screens (the app's claims routes load them together, behind the claim flag).
export { ClaimPage } from './components/claim-page.tsx';
export { ClaimedDetailsPage } from './components/claimed-details-page.tsx';
export { ClaimedListPage } from './components/claimed-list-page.tsx';
