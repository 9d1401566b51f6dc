/** The caller of a call that needs a session, as the session store knows them. */
export interface SessionUser {
  id: number;
  username: string;
  name: string;
  roles: string[];
  /** The supplier organisation the user works for, if any. */
  supplierId: number | null;
}
