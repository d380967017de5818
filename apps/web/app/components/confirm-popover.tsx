/**
 * A small confirmation next to a destructive button. The Radix popover behind it
 * (confirm-popover-radix.tsx) is not part of the page's first load (decision 0009): it is asked
 * for as soon as this module runs (hydration), so it is there before the lists that use it have
 * loaded; until then the trigger shows as it is, and a click on it is kept: the confirmation opens
 * as soon as the popover arrives instead of the click being lost.
 */
import { lazy, Suspense, useState } from 'react';
import type { ConfirmPopoverProps } from '~/components/confirm-popover-radix';

const loadRadix = () => import('~/components/confirm-popover-radix');
if (typeof window !== 'undefined') void loadRadix();
const RadixConfirmPopover = lazy(() => loadRadix().then((m) => ({ default: m.ConfirmPopover })));

export function ConfirmPopover(props: ConfirmPopoverProps) {
  const [clickedEarly, setClickedEarly] = useState(false);
  return (
    <Suspense
      fallback={
        <span className="contents" onClickCapture={() => setClickedEarly(true)}>
          {props.trigger}
        </span>
      }
    >
      <RadixConfirmPopover {...props} defaultOpen={clickedEarly} />
    </Suspense>
  );
}
