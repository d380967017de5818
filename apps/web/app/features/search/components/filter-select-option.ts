import type { ReactNode } from 'react';

/** One choice of a filter dropdown (filter-select.tsx and its popup). */
export type SelectOption = { value: string; label: string; prefix?: ReactNode };
