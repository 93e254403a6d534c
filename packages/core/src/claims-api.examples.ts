import { submittedClaimSchema, type SubmittedClaim } from './claims-api.ts';
import { facilityDetailExample } from './facility-api.examples.ts';

/** Example answers of the claim routes, parsed by their schemas (see facility-api.examples.ts). */

/** POST /api/facilities/{osId}/claim/: the new claim, pending review. */
export const submittedClaimExample: SubmittedClaim = submittedClaimSchema.parse({
  id: 41,
  status: 'PENDING',
  os_id: facilityDetailExample.id,
});
