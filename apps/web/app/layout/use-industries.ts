import { useRouteLoaderData } from 'react-router';
import type { IndustryNode } from '@wbn/contract';
import type { loader as rootLoader } from '~/root';

/** The industries tree loaded once by the root loader; an empty list when the API failed. */
export function useIndustryTree(): IndustryNode[] {
  const data = useRouteLoaderData<typeof rootLoader>('root');
  return data?.industries ?? [];
}
