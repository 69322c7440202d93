import {
  DEFAULT_PLATE_SETUPS,
  type PlateSetup,
  type PlateSetupAnswer,
  plateSetupSchema,
  resolveWeightUnit,
} from '@stryd/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { unauthorized } from '../../http/errors';
import { parseStoredJson } from '../shared/stored-json';
import { findPlateSetupRow, savePlateSetupJson } from './plates.repository';

/** The member's bar and plates, or the default for their weight unit until they save their own. */
export async function plateSetupOf(db: Kysely<Database>, userId: string): Promise<PlateSetupAnswer> {
  const row = await findPlateSetupRow(db, userId);
  if (!row) throw unauthorized();
  const saved = parseStoredJson(plateSetupSchema, row.plate_setup);
  if (saved) return { ...saved, saved: true };
  return { ...DEFAULT_PLATE_SETUPS[resolveWeightUnit(row.weight_unit)], saved: false };
}

/** Replaces the setup (the schema has refused anything else) and answers with it as kept. */
export async function savePlateSetup(
  db: Kysely<Database>,
  userId: string,
  setup: PlateSetup,
): Promise<PlateSetupAnswer> {
  if (!(await findPlateSetupRow(db, userId))) throw unauthorized();
  await savePlateSetupJson(db, userId, JSON.stringify(setup));
  return { ...setup, saved: true };
}
