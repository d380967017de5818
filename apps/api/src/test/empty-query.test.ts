/**
 * An optional query parameter sent empty is read as absent (`?businessID=`, as the spec writes the
 * like check): every GET of the OpenAPI document, each of its optional query parameters sent
 * empty, never answers 400 naming that parameter; a required one sent empty still does.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, registerUser, type TestApp } from './test-app.js';
import { createBusiness } from './factories.js';

type Parameter = { name: string; in: string; required?: boolean };
type Operation = { parameters?: Parameter[] };

let t: TestApp;
let token: string;
let businessID: string;

beforeAll(async () => {
  t = await createTestApp();
  token = (await registerUser(t)).token;
  businessID = (await createBusiness(t, token, { companyName: 'Empty Query Co' })).businessID;
});
afterAll(async () => t.close());

describe('optional query parameters sent empty', () => {
  it("answer the spec's like check with ?businessID= as if it were absent", async () => {
    const res = await t.request({
      method: 'GET',
      url: `/api/social/reaction/check/${businessID}?businessID=`,
      headers: bearer(token),
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: { reactionType: null } });
  });

  it('are never refused on any documented read, while a required one sent empty is', async () => {
    const doc = (await t.request({ method: 'GET', url: '/api/openapi.json' })).body as {
      paths: Record<string, Record<string, Operation>>;
    };
    let optionalChecked = 0;
    let requiredChecked = 0;
    for (const [path, ops] of Object.entries(doc.paths)) {
      const get = ops.get;
      const query = (get?.parameters ?? []).filter((p) => p.in === 'query');
      if (!query.length) continue;
      const url = path.replace(/\{[^}]+\}/g, businessID);
      const required = query.filter((p) => p.required);
      // The required ones filled (they may still be refused, naming them), each optional one sent empty.
      const filled = required.map((p) => `${p.name}=${businessID}`);
      for (const p of query.filter((q) => !q.required)) {
        const res = await t.request({
          method: 'GET',
          url: `${url}?${[...filled, `${p.name}=`].join('&')}`,
          headers: bearer(token),
        });
        optionalChecked += 1;
        const named = res.status === 400 && p.name in (res.body?.error?.fields ?? {});
        expect(named, `${path} ?${p.name}= answered ${res.status} ${JSON.stringify(res.body?.error)}`).toBe(false);
      }
      if (required.length) {
        // Every required one sent empty: refused (a 400 names one of them; an empty id may be a 404, as an unknown one).
        const res = await t.request({
          method: 'GET',
          url: `${url}?${required.map((p) => `${p.name}=`).join('&')}`,
          headers: bearer(token),
        });
        requiredChecked += 1;
        expect([400, 404], `${path} with its required parameters empty`).toContain(res.status);
        const fields = Object.keys(res.body?.error?.fields ?? {});
        if (res.status === 400)
          expect(
            required.some((p) => fields.includes(p.name)),
            `${path}: ${fields}`,
          ).toBe(true);
      }
    }
    expect(optionalChecked).toBeGreaterThan(10);
    expect(requiredChecked).toBeGreaterThan(0);
  });
});
