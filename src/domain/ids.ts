import { z } from "zod";

/** Whether a value is a UUID: ids in paths are checked before any query uses them. */
export const isUuid = (value: string): boolean => z.uuid().safeParse(value).success;
