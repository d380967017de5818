/**
 * A file's size as the import and data-export dialogs print it, on ~/lib/format's formatters (the
 * locale last, 'en-US' unless given). A module of its own: only parts loaded on demand print file
 * sizes, and ~/lib/format is in most pages' first load (decision 0009).
 */
import { DEFAULT_LOCALE, numberFormat } from './format';

/** Kilobytes under a megabyte ('1 KB' at least, '340 KB'), then megabytes with one decimal ('2.5 MB'). */
export const formatFileSize = (bytes: number, locale = DEFAULT_LOCALE) =>
  bytes < 1024 * 1024
    ? `${numberFormat(locale, { useGrouping: false }).format(Math.max(1, Math.round(bytes / 1024)))} KB`
    : `${numberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1, useGrouping: false }).format(bytes / 1024 / 1024)} MB`;
