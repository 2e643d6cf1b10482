import type { Generated } from 'kysely';

/** Booleans are stored as 0/1 in both dialects so one repository serves both. */
export type Flag = 0 | 1;

export interface UsersTable {
  id: Generated<number>;
  name: string;
  email: string;
  password_hash: string | null;
  admin: Flag;
  disable_ui_access: Flag;
  realm: string;
  created_at: number;
  updated_at: number;
}

export interface SessionsTable {
  /** sha256 of the session token: the token itself is never stored. */
  token_hash: string;
  user_id: number;
  remember: Flag;
  created_at: number;
  expires_at: number;
  revoked_at: number | null;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
}
