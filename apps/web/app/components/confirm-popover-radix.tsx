/** A small confirmation next to a destructive button (Radix popover: focus moves in, Escape closes). */
import { useState, type ReactNode } from 'react';
import * as Popover from '@radix-ui/react-popover';
import { ActionButton } from '~/components/action-button';

export type ConfirmPopoverProps = {
  trigger: ReactNode;
  message: ReactNode;
  confirmText: string;
  onConfirm: () => void;
  busy?: boolean;
  /** Opens at once (the trigger was clicked while this was loading). */ defaultOpen?: boolean;
};

export function ConfirmPopover({
  trigger,
  message,
  confirmText,
  onConfirm,
  busy,
  defaultOpen = false,
}: ConfirmPopoverProps) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>{trigger}</Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          role="alertdialog"
          align="end"
          sideOffset={6}
          className="z-50 w-72 rounded-xl border border-slate-200 bg-white p-4 shadow-lg"
        >
          <p className="text-sm text-slate-800">{message}</p>
          <div className="mt-3 flex justify-end gap-2">
            <Popover.Close className="rounded-lg px-3 py-1.5 text-sm font-medium text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-500">
              Cancel
            </Popover.Close>
            <ActionButton
              loading={busy}
              className="bg-red-600 px-3 py-1.5 hover:bg-red-700"
              onClick={() => {
                onConfirm();
                setOpen(false);
              }}
            >
              {confirmText}
            </ActionButton>
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
