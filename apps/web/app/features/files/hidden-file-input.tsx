/**
 * The file chooser behind a picker's own button (the button calls `inputRef.current.click()`):
 * hidden from sight, the keyboard and screen readers; a chosen file is handed over once and the
 * input emptied, so the same file can be chosen again.
 */
import type { RefObject } from 'react';

export function HiddenFileInput({
  inputRef,
  accept,
  disabled,
  onFile,
}: {
  inputRef: RefObject<HTMLInputElement | null>;
  accept: string;
  disabled?: boolean;
  onFile: (file: File) => void;
}) {
  return (
    <input
      ref={inputRef}
      type="file"
      accept={accept}
      className="hidden"
      tabIndex={-1}
      aria-hidden
      disabled={disabled}
      onChange={(e) => {
        const file = e.currentTarget.files?.[0];
        e.currentTarget.value = '';
        if (file) onFile(file);
      }}
    />
  );
}
