import { z } from 'zod';

// GET /api/marketplace/demo-catalog: whether 'Mode démo' changes anything here (docs/decisions/057).

export const ZDemoCatalog = z.object({
  /**
   * True when a demo organisation exists beside the default one: a signed-out visitor may then
   * browse its fictitious catalogue instead of the real one. False when the default catalogue is
   * itself the demo one, or there is no demo organisation: the switch would change nothing.
   */
  available: z.boolean(),
  /** The demo organisation's name, shown in the 'Mode démo' notice; null when not available. */
  organizationName: z.string().nullable(),
});
export type TDemoCatalog = z.infer<typeof ZDemoCatalog>;
