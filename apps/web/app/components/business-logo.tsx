import { Building2 } from 'lucide-react';
import clsx from 'clsx';
import { photoSrc } from '~/lib/format';

const sizes = {
  sm: 'h-12 w-12',
  md: 'h-16 w-16',
  lg: 'h-24 w-24 sm:h-28 sm:w-28',
  /** The business page's head, beside the name: smaller on a phone, where the name needs the width. */
  hero: 'h-16 w-16 sm:h-24 sm:w-24',
} as const;

/**
 * A company's logo, or a neutral building mark. Decorative: the name is next to it. Loaded lazily
 * (lists put many below the fold) unless `loading="eager"`.
 */
export function BusinessLogo({
  photo,
  size = 'md',
  loading = 'lazy',
  className,
}: {
  photo: { url: string; versions?: { url: string; width?: number }[] } | null | undefined;
  size?: keyof typeof sizes;
  loading?: 'lazy' | 'eager';
  className?: string;
}) {
  const src = photoSrc(photo, 160);
  return src ? (
    <img
      src={src}
      alt=""
      loading={loading}
      className={clsx('shrink-0 rounded-lg border border-slate-200 bg-white object-cover', sizes[size], className)}
    />
  ) : (
    <span
      aria-hidden="true"
      className={clsx(
        'inline-flex shrink-0 items-center justify-center rounded-lg border border-slate-200 bg-brand-50 text-brand-600',
        sizes[size],
        className,
      )}
    >
      <Building2 className="h-1/2 w-1/2" />
    </span>
  );
}
