/** The posting actor: remembered under POSTING_ACTOR_KEY, only businesses one may act as, at most 5. */
import { describe, expect, it } from 'vitest';
import { POSTING_ACTOR_KEY } from '@wbn/contract/constants';
import type { MyBusinessItem } from '@wbn/contract/schemas';
import {
  SELF,
  actingBusinesses,
  readStoredActor,
  resolveActor,
  storeActor,
  subscribeActor,
  type ActorOption,
} from './actor';

const memory = () => {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
};
const item = (id: string, role: MyBusinessItem['role']) =>
  ({ businessID: id, role, business: {} }) as unknown as MyBusinessItem;
const option = (key: string): ActorOption => ({
  key,
  actor: key === 'user' ? SELF : { type: 'business', businessID: key.slice(9) },
  name: key,
  photo: null,
});

describe('actor memory', () => {
  it('stores the choice under POSTING_ACTOR_KEY and reads it back', () => {
    const storage = memory();
    storeActor({ type: 'business', businessID: 'b1' }, storage);
    expect(JSON.parse(storage.data.get(POSTING_ACTOR_KEY)!)).toEqual({ type: 'business', businessID: 'b1' });
    expect(readStoredActor(storage)).toEqual({ type: 'business', businessID: 'b1' });
  });

  it('falls back to the user for nothing stored or a value it did not write', () => {
    const storage = memory();
    expect(readStoredActor(storage)).toEqual(SELF);
    storage.setItem(POSTING_ACTOR_KEY, '{not json');
    expect(readStoredActor(storage)).toEqual(SELF);
    storage.setItem(POSTING_ACTOR_KEY, JSON.stringify({ type: 'business' }));
    expect(readStoredActor(storage)).toEqual(SELF);
  });

  it('tells every selector on the page when the choice changes', () => {
    let calls = 0;
    const stop = subscribeActor(() => calls++);
    storeActor(SELF, memory());
    stop();
    storeActor(SELF, memory());
    expect(calls).toBe(1);
  });

  it('uses the stored business only while it is still one of the options', () => {
    const options = [option('user'), option('business:b1')];
    expect(resolveActor({ type: 'business', businessID: 'b1' }, options)).toEqual({
      type: 'business',
      businessID: 'b1',
    });
    expect(resolveActor({ type: 'business', businessID: 'gone' }, options)).toEqual(SELF);
  });
});

describe('actingBusinesses', () => {
  it('lists owned and administered businesses, at most five', () => {
    const items = [
      item('m', 'member'),
      ...['a', 'b', 'c', 'd', 'e', 'f'].map((id) => item(id, id === 'b' ? 'admin' : 'owner')),
    ];
    expect(actingBusinesses(items).map((i) => i.businessID)).toEqual(['a', 'b', 'c', 'd', 'e']);
  });
});
