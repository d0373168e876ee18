/** The team routes' inputs: what reaches Firestore is an id it can look up, a name it can store, an address as the user records keep theirs. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { inviteEmailSchema, teamDocIdSchema, teamNameSchema } from './teams';

describe('team inputs', () => {
  it("takes Firestore's and Auth's ids, and refuses the ids Firestore reserves and anything with a path in it", () => {
    for (const id of ['AbCdEfGhIjKlMnOpQrSt', 'uuxHLzLOSPYPvU731mYOmj3aRUo4', 'a_b-c'])
      assert.ok(teamDocIdSchema.safeParse(id).success, id);
    for (const id of ['__proto__', '__name__', '', '../x', 'a/b', 'a.b', '%zz', 'a'.repeat(129)])
      assert.equal(teamDocIdSchema.safeParse(id).success, false, id);
  });

  it('stores a trimmed name of text, and an address trimmed and lower-cased', () => {
    assert.equal(teamNameSchema.parse('  Acme  '), 'Acme');
    for (const name of ['', '   ', 'a\nb', 'x'.repeat(61)]) assert.equal(teamNameSchema.safeParse(name).success, false);
    assert.equal(inviteEmailSchema.parse(' Ann@Example.COM '), 'ann@example.com');
    for (const email of ['', 'ann', 'ann@', '<a>@example.com'])
      assert.equal(inviteEmailSchema.safeParse(email).success, false);
  });
});
