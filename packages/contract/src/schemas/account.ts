/** The query of GET /usage. */
import { z } from "zod";
import { LIMITS } from "../api.js";
import { queryParam } from "./fields.js";

const daysProblem = `must be an integer from 1 to ${LIMITS.usageHistoryMaxDays}`;

/** `days`: with it, GET /usage also lists the quota use of that many UTC days, today included. */
export const usageQuery = z.object({
  days: queryParam()
    .regex(/^\d{1,3}$/, { error: daysProblem })
    .transform(Number)
    .refine((n) => n >= 1 && n <= LIMITS.usageHistoryMaxDays, { error: daysProblem })
    .optional(),
});
