/** The query keys of a business's API keys and webhooks: everything under ['integrations', businessID]. */
export const integrationKeys = {
  all: (businessID: string) => ['integrations', businessID] as const,
  apiKeys: (businessID: string) => ['integrations', businessID, 'api-keys'] as const,
  // Beside the list, not under it: a new or revoked key reads the list again, not every open log.
  uses: (businessID: string, keyID: string) => ['integrations', businessID, 'api-key-uses', keyID] as const,
  webhooks: (businessID: string) => ['integrations', businessID, 'webhooks'] as const,
  deliveries: (businessID: string, webhookID: string) => ['integrations', businessID, 'deliveries', webhookID] as const,
};
