/** GET /api/ref-data/job-position. A reference-data failure yields an empty list. */
import { useQuery } from '@tanstack/react-query';
import type { JobPosition } from '@wbn/contract/schemas';
import { apiRequest } from '~/lib/api-client';
import { profileRefKeys } from '~/lib/query-keys/profile';

export const getJobPositions = () =>
  apiRequest<JobPosition[]>('/api/ref-data/job-position', { auth: false }).catch((): JobPosition[] => []);

export function useJobPositions() {
  return useQuery({ queryKey: profileRefKeys.jobPositions(), queryFn: getJobPositions, staleTime: Infinity });
}
