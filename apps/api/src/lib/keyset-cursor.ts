/**
 * The opaque cursor of a cursor page (decision 0026): the sort key of the page's last row, a
 * timestamp and an id, written as base64url. A client passes it back as given; one it altered,
 * truncated or made up reads as `undefined` (the route answers 400 naming `cursor`).
 */
export type KeysetPosition = { at: Date; id: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const keysetCursor = {
  write: ({ at, id }: KeysetPosition) => Buffer.from(`${at.toISOString()}|${id}`).toString('base64url'),
  read(cursor: string): KeysetPosition | undefined {
    const [stamp, id, ...rest] = Buffer.from(cursor, 'base64url').toString().split('|');
    const at = new Date(stamp ?? '');
    if (rest.length || Number.isNaN(at.getTime()) || !UUID.test(id ?? '')) return undefined;
    return { at, id };
  },
};
