import { changesRoles, managesInvitations, mayRemove } from './team-roles';

describe('team roles', () => {
  it('lets the owner and admins manage invitations, not members', () => {
    expect(managesInvitations('owner')).toBe(true);
    expect(managesInvitations('admin')).toBe(true);
    expect(managesInvitations('member')).toBe(false);
  });

  it('lets only the owner change roles', () => {
    expect([changesRoles('owner'), changesRoles('admin'), changesRoles('member')]).toEqual([true, false, false]);
  });

  it('never removes the owner, even at their own request', () => {
    expect(mayRemove('owner', 'o', 'owner', 'o')).toBe(false);
    expect(mayRemove('admin', 'a', 'owner', 'o')).toBe(false);
  });

  it('lets anyone else leave', () => {
    expect(mayRemove('member', 'm', 'member', 'm')).toBe(true);
    expect(mayRemove('admin', 'a', 'admin', 'a')).toBe(true);
  });

  it('lets the owner remove anyone else, an admin only members, a member nobody', () => {
    expect(mayRemove('owner', 'o', 'admin', 'a')).toBe(true);
    expect(mayRemove('owner', 'o', 'member', 'm')).toBe(true);
    expect(mayRemove('admin', 'a', 'member', 'm')).toBe(true);
    expect(mayRemove('admin', 'a', 'admin', 'b')).toBe(false);
    expect(mayRemove('member', 'm', 'member', 'n')).toBe(false);
  });
});
