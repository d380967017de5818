/** The names of the contract manufacturing a factory offers (the profile's codes), in the page's edition (decision 0085). */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

const LABELS: Record<string, MessageDescriptor> = {
  OEM: msg`OEM (original equipment)`,
  ODM: msg`ODM (original design)`,
  OBM: msg`OBM (own brand)`,
  PRIVATE_LABEL: msg`Private label`,
};

/** A code's name; an unknown code as it is. */
export const contractManufacturingLabel = (code: string, i18n: { _: (d: MessageDescriptor) => string }) =>
  LABELS[code] ? i18n._(LABELS[code]) : code;
