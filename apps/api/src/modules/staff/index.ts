/**
 * The staff area's front door (decisions 0018, 0034, 0066): what waits for staff, counted from the
 * modules that own each queue (verifications, payments, enquiries, reports, reviews that wait).
 */
import type { ApiModule } from '../../core/module.js';
import { staffRoutes, type StaffCounts } from './staff.routes.js';

export function createStaffModule(counts: StaffCounts) {
  return {
    name: 'staff',
    api: (auth) => [{ plugin: staffRoutes(auth, counts), prefix: '/staff' }],
  } satisfies ApiModule;
}
