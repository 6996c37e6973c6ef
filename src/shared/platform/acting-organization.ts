// Platform console (issue 18, decision 284): a superadmin administers another organisation by
// sending its id in this header; the server validates it and answers for that organisation.
export const ACTING_ORGANIZATION_HEADER = 'x-acting-organization';
