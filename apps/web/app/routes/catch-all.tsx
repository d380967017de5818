import { redirect } from 'react-router';

/** Spec 1 §2: any path outside the route table redirects to /. */
export function loader() {
  return redirect('/');
}
export default function CatchAll() {
  return null;
}
