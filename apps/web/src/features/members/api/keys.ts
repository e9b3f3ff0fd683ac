/** Query keys of the members feature; every change invalidates MEMBERS_KEY. */
export const MEMBERS_KEY = ['members'] as const;
export const ROLES_KEY = ['members', 'roles'] as const;
