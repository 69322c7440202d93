import type { ColumnType } from 'kysely';

/** Tables owned by better-auth that our queries read (it creates and migrates them itself). */
export interface UsersTable {
  id: string;
  name: string;
  email: string;
  emailVerified: ColumnType<boolean | number, boolean | number, boolean | number>;
  image: string | null;
  username: string | null;
  displayUsername: string | null;
  createdAt: ColumnType<Date | string, Date | string, Date | string>;
  updatedAt: ColumnType<Date | string, Date | string, Date | string>;
}
