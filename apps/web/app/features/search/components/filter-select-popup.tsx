/**
 * The popover of FilterSelect (filter-select.tsx), in its own chunk: Radix positions it beside
 * the trigger (flipping and shifting inside the viewport), portals it out of clipping containers
 * (the mobile menu), closes it on Escape or a click elsewhere, and gives the focus back to the
 * trigger when it closes.
 */
import type { ReactNode, RefObject } from 'react';
import * as Popover from '@radix-ui/react-popover';

type Props = {
  id: string;
  anchorRef: RefObject<HTMLButtonElement | null>;
  ariaLabel: string;
  onClose: () => void;
  /** Once it is open: focus what should be focused. */
  onOpened: () => void;
  children: ReactNode;
};

export function FilterSelectPopup({ id, anchorRef, ariaLabel, onClose, onOpened, children }: Props) {
  return (
    <Popover.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Popover.Anchor virtualRef={anchorRef} />
      <Popover.Portal>
        <Popover.Content
          id={id}
          align="start"
          sideOffset={6}
          collisionPadding={8}
          aria-label={ariaLabel}
          // Radix closes the list on Escape; the key goes no further, so an enclosing menu that
          // listens for Escape (the mobile menu) stays open.
          onEscapeKeyDown={(e) => e.stopImmediatePropagation()}
          onOpenAutoFocus={(e) => {
            e.preventDefault();
            onOpened();
          }}
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            anchorRef.current?.focus();
          }}
          // A press on the trigger is the trigger's own (it closes the list), not a click elsewhere.
          onInteractOutside={(e) => {
            if (e.target instanceof Node && anchorRef.current?.contains(e.target)) e.preventDefault();
          }}
          className="z-50 flex max-h-[min(24rem,var(--radix-popover-content-available-height))] w-[max(15rem,var(--radix-popover-trigger-width))] flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-lg"
        >
          {children}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
