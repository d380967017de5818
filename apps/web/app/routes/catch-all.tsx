import { redirect } from 'react-router';

/** Any path outside the route table redirects to /. */
export function loader() {
  return redirect('/');
}
export default function CatchAll() {
  return null;
}
