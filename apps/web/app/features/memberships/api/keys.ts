/** TanStack Query keys of the memberships feature. */
export const membershipKeys = {
  all: ['membership'] as const,
  setup: () => ['membership', 'setup'] as const,
  state: (businessID: string) => ['membership', 'state', businessID] as const,
  receipts: (businessID: string) => ['membership', 'receipts', businessID] as const,
  receipt: (receiptID: string) => ['membership', 'receipt', receiptID] as const,
  verification: (businessID: string) => ['membership', 'verification', businessID] as const,
};
