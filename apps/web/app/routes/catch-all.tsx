import { redirect } from 'react-router';
import { editionOf, editionPath } from '@wbn/contract/editions';
import type { Route } from './+types/catch-all';

/** Any path outside the route table redirects to the home page of its edition (/ or /es/ …). */
export function loader({ request }: Route.LoaderArgs) {
  return redirect(editionPath(editionOf(new URL(request.url).pathname), '/'));
}
export default function CatchAll() {
  return null;
}
