import { z } from "zod";

// Built once: building a schema costs more than the check, and every id in a path is checked.
const uuidSchema = z.uuid();

/** Whether a value is a UUID: ids in paths are checked before any query uses them. */
export const isUuid = (value: string): boolean => uuidSchema.safeParse(value).success;
