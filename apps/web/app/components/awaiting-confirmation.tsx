/**
 * The reason beside a control that waits for the member's e-mail confirmation (decision 0072):
 * shown with the control already disabled, before anyone types or presses. Give the control
 * `aria-describedby={id}` so that it is read with the control. Its words and icon are a chunk of
 * their own (./awaiting-confirmation-note.tsx), loaded only for such a member: the pages that
 * can show it carry none of it in their first load (decision 0009). Until it arrives, an empty
 * box of the same look holds its place (and its id).
 */
import { lazy, Suspense } from 'react';
import { noteClass, type AwaitingConfirmationProps } from './awaiting-confirmation-look';

export type { AwaitingConfirmationProps };

const Note = lazy(() => import('./awaiting-confirmation-note'));

export function AwaitingConfirmation(props: AwaitingConfirmationProps) {
  return (
    <Suspense fallback={<p id={props.id} className={noteClass(props.compact ?? false, props.className)} />}>
      <Note {...props} />
    </Suspense>
  );
}
